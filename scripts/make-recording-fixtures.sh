#!/bin/sh
# Makes the emulator's recording media (src/emulator/media/): tiny but real files a player opens.
# Needs Debian's ffmpeg (libx264, aac, libvpx, libopus). Deterministic flags keep re-runs byte-stable enough
# to review; the files are committed so nothing at run time needs ffmpeg.
set -eu
out="$(dirname "$0")/../src/emulator/media"
mkdir -p "$out"
common="-hide_banner -loglevel error -y"
exact="-map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact"
# cloud: H.264 + AAC in MPEG-4 (.mp4, video/mp4), 2 s, 64x48 at 10 fps.
ffmpeg $common -f lavfi -i "testsrc=size=64x48:rate=10:duration=2" -f lavfi -i "sine=frequency=440:duration=2:sample_rate=16000" \
  -c:v libx264 -preset veryslow -crf 40 -pix_fmt yuv420p -c:a aac -b:a 16k -ac 1 -movflags +faststart -shortest $exact "$out/cloud.mp4"
# cloud-audio-only: AAC in MPEG-4 audio (.m4a, audio/mp4, ftyp major brand 'M4A ').
ffmpeg $common -f lavfi -i "sine=frequency=440:duration=2:sample_rate=16000" \
  -c:a aac -b:a 16k -ac 1 -f ipod -brand 'M4A ' -movflags +faststart $exact "$out/cloud-audio-only.m4a"
# raw-tracks: one WebM per track, Opus audio and VP8 video.
ffmpeg $common -f lavfi -i "sine=frequency=330:duration=2:sample_rate=48000" -c:a libopus -b:a 12k -ac 1 $exact "$out/track-audio.webm"
ffmpeg $common -f lavfi -i "testsrc=size=64x48:rate=10:duration=2" -c:v libvpx -b:v 20k -an $exact "$out/track-video.webm"
ls -l "$out"
# The emulator serves the files from a generated module (base64), so the bundled bin needs no asset copying.
node "$(dirname "$0")/embed-recording-media.mjs"
