// New secret set: name (checked as you type), region (the service's regions, org default preselected) and
// the first keys, on the form engine. Values stay in the form until the one PUT that creates the set.
import { Box, Text } from 'ink';
import { Confirm } from '../../components/Confirm.js';
import { FormView } from '../../components/form/FormView.js';
import { useScreenArea } from '../../components/layout.js';
import { Spinner } from '../../components/Spinner.js';
import { theme } from '../../components/theme.js';
import { useNewSet } from './useNewSet.js';

const LABEL_WIDTH = 8;

export function NewSet() {
  const m = useNewSet();
  const { height } = useScreenArea();

  if (m.confirmCancel) {
    return (
      <Confirm title="Discard the new set?" yesLabel="discard" onYes={m.discard} onNo={m.keepEditing}>
        <Text wrap="truncate-end">
          Nothing has been sent. {m.pairs.length > 0 ? `Keys typed: ${m.pairs.map((p) => p.secretKey).join(', ')}` : ''}
        </Text>
      </Confirm>
    );
  }

  const keysLine = m.pairs.length > 0 ? m.pairs.map((p) => p.secretKey).join(', ') : 'none yet';
  // Name and region, the keys added so far, then key, value and the create button: one form, two blocks.
  const [name, region, key, value, create] = m.specs;
  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      <Text bold>New secret set</Text>
      <FormView specs={[name!, region!]} state={m.form} height={4} labelWidth={LABEL_WIDTH} />
      <Text> </Text>
      <Text wrap="truncate-end">
        {'  '}keys ({m.pairs.length}): <Text color={theme.muted}>{keysLine}</Text>
      </Text>
      <FormView specs={[key!, value!]} state={m.form} height={4} labelWidth={LABEL_WIDTH} />
      <Text> </Text>
      <FormView specs={[create!]} state={m.form} height={1} />
      {m.submitting ? <Spinner label={`creating ${m.name}…`} /> : null}
      {m.formError ? (
        <Text color={theme.error} wrap="truncate-end">
          ✖ {m.formError}
        </Text>
      ) : null}
    </Box>
  );
}
