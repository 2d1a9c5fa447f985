// `recordings download ID [-o PATH] [--force]`: a fresh access link per file, streamed to `<path>.part` and renamed
// once the byte count matches; named `<id>.mp4|.m4a` (from the Content-Type) or `<id>-<n>-<audio|video>.webm` per
// track of a raw-tracks recording. A progress bar (bytes, rate, time left) on a terminal.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { resolveRecordingId } from '../../api/rooms/recordingId.js';
import {
  downloadToFile,
  extensionForContentType,
  type DownloadProgress,
  type DownloadResult,
} from '../../api/files/download.js';
import { clockDuration } from '../../api/words/timeText.js';
import { CommandFailure, UsageError } from '../failures.js';
import { addCommonOptions, described as flag } from '../options.js';
import type { CommonOptions, Runtime } from '../runtime.js';
import { formatBytes, roomService } from './roomService.js';

interface DownloadOptions extends CommonOptions {
  output?: string;
  force?: boolean;
}

const BAR_WIDTH = 24;
const REDRAW_MS = 100;

/** One line: `name  [#####-----]  45%  1.2 MB / 2.6 MB  3.4 MB/s  0:02 left`. Exported for tests. */
export function progressLine(label: string, p: DownloadProgress): string {
  const rate = p.elapsedMs > 0 ? (p.received * 1000) / p.elapsedMs : 0;
  const rateText = `${formatBytes(Math.round(rate))}/s`;
  if (p.total === undefined || p.total === 0) return `${label}  ${formatBytes(p.received)}  ${rateText}`;
  const share = Math.min(1, p.received / p.total);
  const filled = Math.round(share * BAR_WIDTH);
  const left =
    p.received >= p.total ? clockDuration(0) : rate > 0 ? clockDuration((p.total - p.received) / rate) : '–:––';
  return `${label}  [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${formatBytes(p.received)} / ${formatBytes(p.total)}  ${rateText}  ${left} left`;
}

function progressBar(rt: Runtime, label: string): { onProgress?: (p: DownloadProgress) => void; done(): void } {
  if (!rt.isTTY || !rt.stderr.isTTY) return { done: () => {} };
  let last = 0;
  let latest: DownloadProgress | undefined;
  const draw = () => latest && rt.stderr.write(`\r\u001b[K${progressLine(label, latest)}`);
  return {
    onProgress(p) {
      latest = p;
      const now = Date.now();
      if (now - last >= REDRAW_MS || p.received === p.total) {
        last = now;
        draw();
      }
    },
    done() {
      draw();
      rt.stderr.write('\n');
    },
  };
}

export function register(group: Command, rt: Runtime): void {
  const cmd = group
    .command('download')
    .description(
      'Downloads a finished recording: <id>.mp4 (video), <id>.m4a (audio-only), or one <id>-<n>-<kind>.webm per raw track.',
    )
    .argument('<id>', 'Recording id, or its first characters (at least 4; recordings list and the app show 8).')
    .addOption(
      flag(
        '-o, --output <path>',
        'File to write; for a raw-tracks recording, the directory for its track files.',
        'the id-based name in the current directory',
      ),
    )
    .addOption(flag('--force', 'Replace a file that already exists.', 'false'));
  addCommonOptions(cmd).action(async (id: string, opts: DownloadOptions) => {
    await rt.run(opts, async () => {
      const service = await roomService(rt, opts);
      const rec = await service.getRecording(await resolveRecordingId(service, id));
      if (rec.status !== 'finished') {
        throw new CommandFailure(
          `recording ${rt.safe(rec.id)} is ${rt.safe(rec.status)}: nothing to download${rec.status === 'in-progress' ? ` until it is stopped (agentdeck recordings stop ${rt.safe(rec.room_name)})` : ''}`,
          'NOT_READY',
        );
      }
      const safeId = rec.id.replace(/[^A-Za-z0-9_-]/g, '_');
      const files: Array<{ track?: number; name: (contentType: string) => string }> = [];
      if (rec.tracks.length > 0) {
        const dir = opts.output ?? '.';
        if (!existsSync(dir) || !statSync(dir).isDirectory()) {
          throw new UsageError(
            `-o ${JSON.stringify(dir)}: a raw-tracks recording is saved as one file per track, so -o must be an existing directory`,
          );
        }
        rec.tracks.forEach((t, i) => {
          const kind = t.type.replace(/[^a-z]/gi, '') || 'track';
          files.push({ track: i, name: (ct) => join(dir, `${safeId}-${i}-${kind}${extensionForContentType(ct)}`) });
        });
      } else {
        files.push({ name: (ct) => opts.output ?? `${safeId}${extensionForContentType(ct)}` });
      }
      const results: DownloadResult[] = [];
      for (const file of files) {
        const link = await service.getRecordingAccessLink(
          rec.id,
          file.track !== undefined ? { track: file.track } : {},
        );
        const bar = progressBar(rt, file.track !== undefined ? `track ${file.track}` : rt.safe(rec.id));
        try {
          results.push(
            await downloadToFile(link.download_link, {
              target: ({ contentType }) => file.name(contentType),
              force: opts.force,
              onProgress: bar.onProgress,
            }),
          );
        } catch (error) {
          if ((error as { code?: string }).code === 'FILE_EXISTS') {
            throw new CommandFailure(
              `${(error as Error).message.replace(/\(force to replace it\)$/, '(pass --force to replace it)')}`,
              'FILE_EXISTS',
            );
          }
          throw error;
        } finally {
          bar.done();
        }
      }
      if (opts.json) {
        rt.json({
          id: rec.id,
          files: results.map((r) => ({ path: r.path, bytes: r.bytes, content_type: r.contentType })),
        });
      } else {
        for (const r of results) rt.out(r.path);
        rt.info(
          results
            .map((r) => `Saved ${r.path} (${formatBytes(r.bytes)}, ${r.contentType}, byte count verified).`)
            .join('\n'),
        );
      }
      return 0;
    });
  });
}
