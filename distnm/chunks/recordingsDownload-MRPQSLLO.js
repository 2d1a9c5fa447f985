import { createRequire as __agentdeckCreateRequire } from 'node:module'; const require = __agentdeckCreateRequire(import.meta.url);
import {
  downloadToFile,
  extensionForContentType
} from "./chunk-6AGFTX6W.js";
import {
  roomService
} from "./chunk-6OBP47RM.js";
import {
  formatBytes,
  formatDuration
} from "./chunk-5JB4SBSD.js";
import {
  addCommonOptions,
  described
} from "./chunk-LOG7E7DE.js";
import "./chunk-TZFNRNE6.js";
import {
  CommandFailure,
  UsageError
} from "./chunk-ZJ6UEI4Y.js";
import "./chunk-EPPTKU2A.js";
import "./chunk-BO633EMQ.js";
import "./chunk-WLHYYBCR.js";
import "./chunk-SJQH257H.js";

// src/cli/commands/recordingsDownload.ts
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
var BAR_WIDTH = 24;
var REDRAW_MS = 100;
function progressLine(label, p) {
  const rate = p.elapsedMs > 0 ? p.received * 1e3 / p.elapsedMs : 0;
  const rateText = `${formatBytes(Math.round(rate))}/s`;
  if (p.total === void 0 || p.total === 0) return `${label}  ${formatBytes(p.received)}  ${rateText}`;
  const share = Math.min(1, p.received / p.total);
  const filled = Math.round(share * BAR_WIDTH);
  const left = rate > 0 ? formatDuration((p.total - p.received) / rate) : "\u2013:\u2013\u2013";
  return `${label}  [${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${formatBytes(p.received)} / ${formatBytes(p.total)}  ${rateText}  ${left} left`;
}
function progressBar(rt, label) {
  if (!rt.isTTY || !rt.stderr.isTTY) return { done: () => {
  } };
  let last = 0;
  let latest;
  const draw = () => latest && rt.stderr.write(`\r\x1B[K${progressLine(label, latest)}`);
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
      rt.stderr.write("\n");
    }
  };
}
function register(group, rt) {
  const cmd = group.command("download").description("Downloads a finished recording: <id>.mp4 (video), <id>.m4a (audio-only), or one <id>-<n>-<kind>.webm per raw track.").argument("<id>", "Recording id.").addOption(
    described("-o, --output <path>", "File to write; for a raw-tracks recording, the directory for its track files.", "the id-based name in the current directory")
  ).addOption(described("--force", "Replace a file that already exists.", "false"));
  addCommonOptions(cmd).action(async (id, opts) => {
    await rt.run(opts, async () => {
      const service = await roomService(rt, opts);
      const rec = await service.getRecording(id);
      if (rec.status !== "finished") {
        throw new CommandFailure(`recording ${rt.safe(rec.id)} is ${rt.safe(rec.status)}: nothing to download${rec.status === "in-progress" ? ` until it is stopped (agentdeck recordings stop ${rt.safe(rec.room_name)})` : ""}`, "NOT_READY");
      }
      const safeId = rec.id.replace(/[^A-Za-z0-9_-]/g, "_");
      const files = [];
      if (rec.tracks.length > 0) {
        const dir = opts.output ?? ".";
        if (!existsSync(dir) || !statSync(dir).isDirectory()) {
          throw new UsageError(`-o ${JSON.stringify(dir)}: a raw-tracks recording is saved as one file per track, so -o must be an existing directory`);
        }
        rec.tracks.forEach((t, i) => {
          const kind = t.type.replace(/[^a-z]/gi, "") || "track";
          files.push({ track: i, name: (ct) => join(dir, `${safeId}-${i}-${kind}${extensionForContentType(ct)}`) });
        });
      } else {
        files.push({ name: (ct) => opts.output ?? `${safeId}${extensionForContentType(ct)}` });
      }
      const results = [];
      for (const file of files) {
        const link = await service.getRecordingAccessLink(rec.id, file.track !== void 0 ? { track: file.track } : {});
        const bar = progressBar(rt, file.track !== void 0 ? `track ${file.track}` : rt.safe(rec.id));
        try {
          results.push(await downloadToFile(link.download_link, { target: ({ contentType }) => file.name(contentType), force: opts.force, onProgress: bar.onProgress }));
        } catch (error) {
          if (error.code === "FILE_EXISTS") {
            throw new CommandFailure(`${error.message.replace(/\(force to replace it\)$/, "(pass --force to replace it)")}`, "FILE_EXISTS");
          }
          throw error;
        } finally {
          bar.done();
        }
      }
      if (opts.json) {
        rt.json({ id: rec.id, files: results.map((r) => ({ path: r.path, bytes: r.bytes, content_type: r.contentType })) });
      } else {
        for (const r of results) rt.out(r.path);
        rt.info(results.map((r) => `Saved ${r.path} (${formatBytes(r.bytes)}, ${r.contentType}, byte count verified).`).join("\n"));
      }
      return 0;
    });
  });
}
export {
  progressLine,
  register
};
