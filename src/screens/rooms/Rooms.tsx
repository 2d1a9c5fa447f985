// The rooms screen (Tab or 2 from the set list): the domain's rooms, create / look up / delete, meeting
// tokens. Model: rooms/model.ts (pure), hook: rooms/useRooms.ts, one view per sub-view: rooms/views.tsx.
// A meeting token lives only in the model while its view is open (shown once, never stored).
import { Box, Text } from 'ink';
import { Confirm } from '../../components/Confirm.js';
import { TypeToConfirm } from '../../components/TypeToConfirm.js';
import { useRooms, type RoomsModel, type RoomsOptions } from './useRooms.js';
import { DetailScreen, FormScreen, ListView, PromptScreen, StatusLines, TokenScreen } from './views.js';

export type RoomsProps = RoomsOptions;

function Body({ m }: { m: RoomsModel }) {
  const { view } = m.state;
  switch (view.name) {
    case 'list':
      return <ListView m={m} />;
    case 'create':
      return <FormScreen m={m} title="New room" specs={m.roomSpecs} />;
    case 'edit':
      return (
        <FormScreen
          m={m}
          title={`Edit room ${view.room.name} — only changed properties are sent`}
          specs={m.editSpecs}
        />
      );
    case 'tokenForm':
      return <FormScreen m={m} title={`Meeting token for ${view.room.name}`} specs={m.tokenSpecs} />;
    case 'token':
      return <TokenScreen m={m} view={view} />;
    case 'detail':
      return <DetailScreen m={m} view={view} />;
    case 'lookup':
    case 'deleteInput':
      return <PromptScreen m={m} view={view} />;
  }
}

export function Rooms(props: RoomsProps = {}) {
  const m = useRooms(props);
  const pending = m.state.confirmDelete;
  const domain = m.state.confirmDomain;
  const discard = m.state.confirmDiscard && m.draft ? m.draft : null;
  // A dialog replaces the body so it is never cut off at the bottom of a short terminal.
  return (
    <Box flexDirection="column">
      {pending || domain !== null || discard ? null : <Body m={m} />}
      <StatusLines m={m} />
      {discard ? (
        <Confirm title={`Discard your ${discard}?`} yesLabel="discard" onYes={m.discardForm} onNo={m.keepForm}>
          <Text wrap="wrap">Nothing of it has been sent to the room service. n goes back to the form.</Text>
        </Confirm>
      ) : null}
      {domain !== null ? (
        <Confirm
          title={`Turn the domain’s force_audio_only_recording ${domain === 1 ? 'on (1)' : 'off (0)'}?`}
          yesLabel={domain === 1 ? 'force audio-only' : 'allow video'}
          onYes={m.confirmDomainToggle}
          onNo={m.cancelDomainToggle}
        >
          <Text wrap="wrap">
            {domain === 1
              ? 'Every cloud recording on the domain, in every room, is then audio-only (.m4a, audio/mp4). Recordings already made stay as they are.'
              : 'Cloud recordings are then video again (.mp4), in every room of the domain. Recordings already made stay as they are.'}
          </Text>
        </Confirm>
      ) : null}
      {pending ? (
        <TypeToConfirm
          title={`Delete room ${pending.name}?`}
          expected={pending.name}
          onConfirm={m.doDelete}
          onCancel={m.cancelDelete}
        >
          <Text>The room and its configuration are deleted on the room service. This cannot be undone.</Text>
        </TypeToConfirm>
      ) : null}
    </Box>
  );
}
