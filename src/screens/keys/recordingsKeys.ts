// Key rows of the recordings screen (list, detail, the room filter, the download prompt and progress).
import { b, ch, isEnter, isEscape, movement, rank } from './binding.js';

export const recordingsBindings = [
  ...movement('recordings'),
  rank(
    b('recordings', ['enter'], 'open', 'details of the selected recording (tracks for raw-tracks)', isEnter, 'open'),
    1,
  ),
  rank(
    b('recordings', ['D'], 'download', 'download it (asks for the directory; progress bar)', ch('D'), 'download'),
    2,
  ),
  rank(b('recordings', ['c'], 'copy', 'copy a fresh download link (OSC 52)', ch('c'), 'copy link'), 4),
  rank(b('recordings', ['x'], 'delete', 'delete it (type the start of its id)', ch('x'), 'delete'), 4),
  rank(b('recordings', ['S'], 'stop', 'stop it while it is in progress (its room’s recording)', ch('S'), 'stop'), 4),
  rank(b('recordings', ['/'], 'filter', 'only one room’s recordings (empty: all)', ch('/'), 'room filter'), 3),
  b('recordings', [']'], 'nextPage', 'next page', ch(']')),
  b('recordings', ['['], 'prevPage', 'previous page', ch('[')),
  rank(
    b('recordings', ['r'], 'refresh', 'reload this page (in-progress ones refresh by themselves)', ch('r'), 'refresh'),
    5,
  ),
  b('recordingDetail', ['D'], 'download', 'download it (asks for the directory)', ch('D'), 'download'),
  b('recordingDetail', ['c'], 'copy', 'copy a fresh download link (OSC 52)', ch('c'), 'copy link'),
  b('recordingDetail', ['x'], 'delete', 'delete it (type the start of its id)', ch('x'), 'delete'),
  b('recordingDetail', ['S'], 'stop', 'stop it while it is in progress', ch('S'), 'stop'),
  b('recordingDetail', ['esc'], 'back', 'back to the list', isEscape, 'back'),
  b('recordingFilter', ['enter'], 'submit', 'show only this room (empty: all rooms)', isEnter, 'apply'),
  b('recordingFilter', ['esc'], 'cancel', 'clear the filter', isEscape, 'clear'),
  b('recordingDownload', ['enter'], 'submit', 'download into this directory', isEnter, 'download'),
  b('recordingDownload', ['esc'], 'cancel', 'cancel', isEscape, 'cancel'),
  b('recordingDownloading', ['esc'], 'cancel', 'cancel the download (the .part file is removed)', isEscape, 'cancel'),
];
