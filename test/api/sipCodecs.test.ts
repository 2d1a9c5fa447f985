// The SIP codec rules and the MEDIA=CODEC text the command line and the app share (pure).
import { describe, expect, it } from 'vitest';
import {
  SIP_CODEC_CHOICES,
  canonicalCodec,
  formatSipCodecs,
  parseSipCodecSpecs,
  sipCodecsProblem,
  sipProviderProblem,
} from '../../src/api/rooms/sipCodecs.js';

describe('SIP codecs', () => {
  it('parses repeated and space-separated items, comma lists adding up per media type, in the documented spelling', () => {
    expect(parseSipCodecSpecs(['audio=opus,PCMU', 'video=h264', 'Audio=g722'], '--sip-codec')).toEqual({
      audio: ['OPUS', 'PCMU', 'G722'],
      video: ['H264'],
    });
    expect(parseSipCodecSpecs(['audio=OPUS  video=VP8 '], 'codecs')).toEqual({ audio: ['OPUS'], video: ['VP8'] });
    expect(parseSipCodecSpecs(['data=t140'], 'codecs')).toEqual({ data: ['t140'] }); // an unknown media type: as typed
    expect(parseSipCodecSpecs([''], 'codecs')).toEqual({});
  });
  it('refuses an item that is not MEDIA=CODEC, naming the flag and the item', () => {
    for (const item of ['OPUS', '=OPUS', 'audio=', 'audio=OPUS,,PCMU']) {
      expect(parseSipCodecSpecs([item], '--sip-codec')).toBe(
        `--sip-codec ${JSON.stringify(item)}: expected MEDIA=CODEC[,CODEC…], e.g. audio=OPUS or video=H264,VP8`,
      );
    }
  });
  it('formats back to the text it parses', () => {
    const codecs = { audio: ['OPUS', 'PCMU'], video: ['H264'] };
    expect(formatSipCodecs(codecs)).toBe('audio=OPUS,PCMU video=H264');
    expect(parseSipCodecSpecs([formatSipCodecs(codecs)], 'x')).toEqual(codecs);
    expect(formatSipCodecs(undefined)).toBe('');
  });
  it('checks the shape strictly and audio / video names against Daily’s lists, any case', () => {
    expect(sipCodecsProblem({ audio: ['opus', 'PCMA', 'g722', 'PCMU'], video: ['vp8', 'H264'] }, 'c')).toBeNull();
    expect(sipCodecsProblem({ text: ['T140'] }, 'c')).toBeNull();
    expect(sipCodecsProblem(null, 'c')?.message).toBe(
      'c: must be an object of codec lists, e.g. {"audio":["OPUS"],"video":["H264"]}',
    );
    expect(sipCodecsProblem({ '': ['OPUS'] }, 'c')?.message).toBe(
      'c: a media type (such as audio or video) must not be empty',
    );
    expect(sipCodecsProblem({ video: ['H265'] }, 'c')).toEqual({
      field: 'c.video[0]',
      message: 'c.video[0]: "H265" is not a supported video codec (H264, VP8)',
    });
    // A control character in a name is escaped in the message, never echoed raw.
    expect(sipCodecsProblem({ audio: ['\u001b[2J'] }, 'c')?.message).not.toContain('\u001b');
  });
  it('providers: daily or signalwire', () => {
    expect(sipProviderProblem('daily', 'p')).toBeNull();
    expect(sipProviderProblem('signalwire', 'p')).toBeNull();
    expect(sipProviderProblem('Daily', 'p')).toBe('p: must be "daily" or "signalwire" (got "Daily")');
    expect(sipProviderProblem(undefined, 'p')).toBe('p: must be "daily" or "signalwire" (got undefined)');
  });
  it('choices for help and Tab: one documented codec each; canonical names only for known ones', () => {
    expect(SIP_CODEC_CHOICES).toEqual([
      'audio=PCMU',
      'audio=PCMA',
      'audio=G722',
      'audio=OPUS',
      'video=H264',
      'video=VP8',
    ]);
    expect(canonicalCodec('audio', 'Opus')).toBe('OPUS');
    expect(canonicalCodec('audio', 'H264')).toBe('H264'); // a video name under audio is left for the rule to refuse
    expect(canonicalCodec('data', 'x')).toBe('x');
  });
});
