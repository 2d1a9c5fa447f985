// Writes a .zip file (the Windows archive, and the wheels: a wheel is a zip) with node:zlib's deflate. Why not a
// library: fflate, the one well-kept pure-JS choice, deflates in JavaScript — 2.5× zlib's time on the 128 MB
// single executable, paid per wheel in the suite — and the container around zlib's output is a few fixed headers
// (PKWARE's APPNOTE: a local header per file, a central directory, its end record). No ZIP64: every file and the
// whole archive stay under 4 GiB here, which writeZip checks. Entries keep a Unix mode (an executable stays one).
import { writeFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';

const LIMIT = 0xffff_ffff;
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const MADE_ON_UNIX = 3 << 8;
const VERSION = 20; // 2.0: deflate

/** MS-DOS date and time of `seconds` since the epoch (UTC; zip has no zone), 1980 at the earliest. */
function dosTime(seconds) {
  const date = new Date(Math.max(seconds * 1000, Date.UTC(1980, 0, 1)));
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/**
 * Writes `entries` ({ name, data: Buffer, mode? }: the zip's own paths with `/`, mode 0o644 unless given) to `path`.
 * `mtime` (seconds): one time for every entry, so that the same inputs give the same bytes (SOURCE_DATE_EPOCH).
 */
export function writeZip(path, entries, { level = 6, mtime = 0 } = {}) {
  const { time, date } = dosTime(mtime);
  const parts = [];
  const central = [];
  let offset = 0;
  for (const { name, data, mode = 0o644 } of entries) {
    const compressed = deflateRawSync(data, { level });
    const fileName = Buffer.from(name, 'utf8');
    if (data.length >= LIMIT || compressed.length >= LIMIT || offset >= LIMIT)
      throw new Error(`${name}: over 4 GiB, which needs ZIP64`);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(MADE_ON_UNIX | VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(compressed.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    // extra field, comment, disk number, internal attributes: 0
    header.writeUInt32LE(((0o100000 | mode) << 16) >>> 0, 38); // a regular file with its permissions
    header.writeUInt32LE(offset, 42);
    parts.push(local, fileName, compressed);
    central.push(header, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const directory = Buffer.concat(central);
  if (offset + directory.length >= LIMIT || entries.length > 0xffff)
    throw new Error(`${path}: too large for a zip without ZIP64`);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(path, Buffer.concat([...parts, directory, end]));
}
