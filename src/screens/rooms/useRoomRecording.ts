// The rooms screen's recording side: the open room's in-progress recording (read when the detail opens),
// start/stop of a recording of the room's own type, and the domain's force_audio_only_recording toggle.
import { useEffect, type Dispatch } from 'react';
import { useAppStore, useAppStoreApi } from '../../state/context.js';
import { errorText } from '../../state/errorText.js';
import { recordingFormat } from './format.js';
import { roomRecordingType, type RoomsAction, type RoomsState } from './model.js';

type Run = (label: string, action: () => Promise<void>) => Promise<void>;

export function useRoomRecording(state: RoomsState, dispatch: Dispatch<RoomsAction>, run: Run) {
  const store = useAppStoreApi();
  const room = useAppStore((s) => s.currentRoom);
  const forceAudioOnly = useAppStore((s) => s.forceAudioOnly);
  const inDetail = state.view.name === 'detail';
  const roomName = room?.name ?? null;
  const recordsInCloud = room !== null && roomRecordingType(room) !== null;

  const refresh = async (name: string) => {
    try {
      dispatch({ type: 'recording', active: await store.getState().activeRecordingOf(name) });
    } catch (err) {
      dispatch({ type: 'recording', active: undefined });
      dispatch({ type: 'error', message: `recording state of ${name}: ${errorText(err)}` });
    }
  };

  useEffect(() => {
    if (!inDetail || roomName === null) return;
    if (!recordsInCloud) {
      dispatch({ type: 'recording', active: null });
      return;
    }
    dispatch({ type: 'recording', active: undefined });
    void refresh(roomName);
    // refresh reads the store and dispatches only: a new room or reopening the detail is what re-reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh and dispatch are new each render; listing them would re-read every frame
  }, [inDetail, roomName, recordsInCloud]);

  const noCloudRecording = (name: string, mode: string | undefined) =>
    dispatch({
      type: 'error',
      message: `room ${name} makes no cloud recording (enable_recording is ${mode ? `'${mode}'` : 'unset'}); e edits the room`,
    });

  const start = () => {
    const current = store.getState().currentRoom;
    if (!current) return;
    const type = roomRecordingType(current);
    if (!type) return noCloudRecording(current.name, current.config?.enable_recording);
    void run(`starting a ${type} recording…`, async () => {
      await store.getState().startRoomRecording(current.name, type);
      await refresh(current.name);
      dispatch({
        type: 'note',
        message: `Recording ${current.name}: ${recordingFormat(current, store.getState().forceAudioOnly)} · S stops it`,
      });
    });
  };

  const stop = () => {
    const current = store.getState().currentRoom;
    if (!current) return;
    const type = roomRecordingType(current);
    if (!type) return noCloudRecording(current.name, current.config?.enable_recording);
    void run('stopping the recording…', async () => {
      await store.getState().stopRoomRecording(current.name, type);
      await refresh(current.name);
      dispatch({ type: 'note', message: `Recording of ${current.name} stopped; 3 lists it on the Recordings screen` });
    });
  };

  /** Asks to flip the domain's setting (only once it is known). */
  const askDomainToggle = () => {
    if (forceAudioOnly === undefined) {
      dispatch({ type: 'error', message: 'the domain’s recording setting is not known yet; r re-reads it' });
      return;
    }
    dispatch({ type: 'askDomain', value: forceAudioOnly === 1 ? 0 : 1 });
  };

  const confirmDomainToggle = () => {
    const value = state.confirmDomain;
    dispatch({ type: 'closeDomain' });
    if (value === null) return;
    void run('changing the domain setting…', async () => {
      await store.getState().setForceAudioOnly(value);
      dispatch({
        type: 'note',
        message: `force_audio_only_recording is now ${value}: cloud recordings are ${value === 1 ? 'audio-only (.m4a)' : 'video (.mp4)'}`,
      });
    });
  };

  return {
    start,
    stop,
    askDomainToggle,
    confirmDomainToggle,
    cancelDomainToggle: () => dispatch({ type: 'closeDomain' }),
  };
}
