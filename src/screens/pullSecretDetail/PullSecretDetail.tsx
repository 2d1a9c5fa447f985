// Read-only view of an image pull secret. The service cannot read one by name (GET answers 400), so all
// we know comes from the list: name, region, status, errorMessage. Follows it while pending. Which view has the
// keys: model.ts.
import { Box, Text } from 'ink';
import { useEffect, useReducer, type ReactNode } from 'react';
import { useScreenArea } from '../../components/layout.js';
import { RetryError } from '../../components/RetryError.js';
import { Spinner } from '../../components/Spinner.js';
import { StatusBadge } from '../../components/StatusBadge.js';
import { theme } from '../../components/theme.js';
import { TypeToConfirm } from '../../components/TypeToConfirm.js';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { appliedNote, writeFailureText } from '../../state/outcomeText.js';
import { useBackoffPolling } from '../polling.js';
import { useScreenVisible } from '../screenStatus.js';
import { UsedByAgents, UsedByPicker, UsedByWarning } from '../usedBy.js';
import { useActionKeys } from '../actionHandlers.js';
import { pullSecretReducer } from './model.js';

export function PullSecretDetail({ name }: { name: string }) {
  const store = useAppStoreApi();
  const item = useAppStore((s) => s.sets?.find((x) => x.name === name));
  const loaded = useAppStore((s) => s.sets !== null);
  const setsError = useAppStore((s) => s.setsError);
  const usageEnabled = useAppStore((s) => s.usageEnabled);
  const visible = useScreenVisible();
  const { height } = useScreenArea();
  const [mode, dispatch] = useReducer(pullSecretReducer, 'detail');

  useEffect(() => {
    if (!store.getState().sets) void store.getState().refreshSets();
  }, [store]);

  const following = useBackoffPolling(visible && item?.status === 'pending', () => store.getState().refreshSets());

  // Without an agents client, R and A do nothing here (the key goes on to the shell).
  const withAgents = (run: () => void) => () => {
    if (!store.getState().usageEnabled) return false;
    run();
  };
  useActionKeys(
    'pullSecretDetail',
    {
      delete: () => {
        if (!item) return false;
        dispatch({ type: 'askDelete' });
      },
      update: () => store.getState().push({ name: 'pullSecretWizard', fix: name }),
      refresh: () => {
        void store.getState().refreshSets();
        void store.getState().refreshUsage({ force: true });
      },
      rollout: withAgents(() => void store.getState().offerRollout(name, { afterWrite: false })),
      agents: withAgents(() => dispatch({ type: 'pickAgents' })),
    },
    { isActive: mode === 'detail' },
  );

  const doDelete = async () => {
    dispatch({ type: 'close' });
    try {
      const outcome = await store.getState().deleteSet(name);
      store.getState().showToast(`deleted image pull secret ${name}${appliedNote(outcome)}`, 'success');
      store.getState().pop();
    } catch (err) {
      store.getState().showToast(writeFailureText(`delete ${name}`, err), 'error');
    }
  };

  if (mode === 'delete') {
    return (
      <TypeToConfirm
        title={`Delete image pull secret ${name}?`}
        expected={name}
        onConfirm={() => void doDelete()}
        onCancel={() => dispatch({ type: 'close' })}
      >
        <Text>Deploys that pull images with it will fail. It cannot be undone.</Text>
        <UsedByWarning name={name} kind="delete" />
      </TypeToConfirm>
    );
  }

  const field = (label: string, value: ReactNode) => (
    <Box>
      <Box width={10} flexShrink={0}>
        <Text color={theme.muted}>{label}</Text>
      </Box>
      {typeof value === 'string' ? <Text wrap="truncate-end">{value}</Text> : value}
    </Box>
  );

  return (
    <Box flexDirection="column" height={height} overflow="hidden">
      <Text bold wrap="truncate-end">
        Image pull secret {name}
      </Text>
      {!item ? (
        loaded ? (
          <Text color={theme.error}>✖ {name} is not in the list any more (deleted?) — esc to go back</Text>
        ) : (
          <Spinner label="loading…" />
        )
      ) : (
        <>
          {field('type', 'image pull secret')}
          {field('region', item.region)}
          {field(
            'status',
            <Box>
              <StatusBadge status={item.status} />
              {following !== null ? (
                <Text color={theme.accent}> ⟳ following until ready ({Math.round(following / 1000)}s)</Text>
              ) : null}
            </Box>,
          )}
          {usageEnabled ? field('used by', <UsedByAgents name={name} />) : null}
          {item.status === 'failed'
            ? field(
                'error',
                <Text color={theme.error} wrap="wrap">
                  {item.errorMessage ?? 'no message from the service'}
                </Text>,
              )
            : null}
          <Text> </Text>
          <Text color={theme.muted} wrap="wrap">
            Host and credentials are not shown: the service does not return them. Press u to set new ones (the secret is
            updated in place).
          </Text>
        </>
      )}
      {mode === 'agents' ? <UsedByPicker name={name} onClose={() => dispatch({ type: 'close' })} /> : null}
      {setsError ? <RetryError message={`refresh failed: ${setsError}`} /> : null}
    </Box>
  );
}
