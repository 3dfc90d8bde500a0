#!/usr/bin/env bash
# Regenerates the demo's simulated live media: media/demo/{360p,720p}/seg-N.mpegts (MPEG-TS; not .ts, which tools read as TypeScript) and media/demo/media.json.
#
# The server never runs ffmpeg: it serves these committed files in a loop as a sliding-window
# live HLS playlist (src/media/live-playlist.ts). Run this script only to change the media,
# e.g. `bash apps/server/scripts/make-demo-media.sh` (needs ffmpeg with libx264, drawtext and a font).
#
# Every segment is SEGMENT_SECONDS long and starts with a keyframe, so the server can cycle
# through them with one EXT-X-DISCONTINUITY per wrap. Bitrates are low on purpose: all the
# media together must stay well under 5 MB.
set -euo pipefail

app=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="$app/media/demo"
FFMPEG=${FFMPEG:-ffmpeg}
FFPROBE=${FFPROBE:-ffprobe}
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
SEGMENT_SECONDS=2
SEGMENTS=6
FPS=25
TOTAL=$((SEGMENT_SECONDS * SEGMENTS))

# name width height video-kbps audio-kbps h264-level codecs
renditions=(
  "720p 1280 720 320 64 3.1 avc1.4d401f,mp4a.40.2"
  "360p 640 360 140 48 3.0 avc1.4d401e,mp4a.40.2"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out"
mkdir -p "$out"

json_renditions=""
for spec in "${renditions[@]}"; do
  read -r name width height vkbps akbps level codecs <<<"$spec"
  dir="$out/$name"
  mkdir -p "$dir"
  # drawtext expands %{...} inside the text file, which avoids filtergraph escaping.
  printf 'Livehall demo %s\n%%{pts:hms}  segment %%{eif:trunc(t/%s):d}' "$name" "$SEGMENT_SECONDS" >"$work/$name.txt"
  fontsize=$((height / 12))
  "$FFMPEG" -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=${width}x${height}:rate=$FPS" \
    -f lavfi -i "sine=frequency=660:beep_factor=4:sample_rate=48000" \
    -t "$TOTAL" \
    -vf "drawtext=fontfile=$FONT:textfile=$work/$name.txt:expansion=normal:fontsize=$fontsize:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-text_w)/2:y=(h-text_h)/2" \
    -af "volume=0.15" \
    -c:v libx264 -profile:v main -level:v "$level" -pix_fmt yuv420p -preset veryfast \
    -b:v "${vkbps}k" -maxrate "$((vkbps * 5 / 4))k" -bufsize "$((vkbps * 2))k" \
    -g $((FPS * SEGMENT_SECONDS)) -keyint_min $((FPS * SEGMENT_SECONDS)) -sc_threshold 0 \
    -force_key_frames "expr:gte(t,n_forced*$SEGMENT_SECONDS)" \
    -c:a aac -b:a "${akbps}k" -ac 2 -ar 48000 \
    -f hls -hls_time "$SEGMENT_SECONDS" -hls_list_size 0 -hls_segment_type mpegts \
    -hls_flags independent_segments -hls_segment_filename "$dir/seg-%d.mpegts" "$work/$name.m3u8"

  count=$(ls "$dir"/seg-*.mpegts | wc -l)
  if [ "$count" != "$SEGMENTS" ]; then
    echo "make-demo-media: expected $SEGMENTS segments for $name, got $count" >&2
    exit 1
  fi
  # Peak bandwidth for the master playlist: the biggest segment, plus 10 %.
  max_bytes=$(stat -c %s "$dir"/seg-*.mpegts | sort -n | tail -1)
  bandwidth=$((max_bytes * 8 * 11 / 10 / SEGMENT_SECONDS))
  durations=$(grep '^#EXTINF:' "$work/$name.m3u8" | sed -E 's/#EXTINF:([0-9.]+),.*/\1/' | paste -sd, -)
  # Check the first segment really starts with video and audio.
  "$FFPROBE" -v error -show_entries stream=codec_name -of csv=p=0 "$dir/seg-0.mpegts" | sort | paste -sd' ' - |
    grep -q 'aac h264' || { echo "make-demo-media: $name/seg-0.mpegts lacks h264+aac" >&2; exit 1; }
  entry="{\"name\":\"$name\",\"width\":$width,\"height\":$height,\"bandwidth\":$bandwidth,\"codecs\":\"$codecs\",\"segmentDurations\":[$durations]}"
  json_renditions="${json_renditions:+$json_renditions,}$entry"
done

cat >"$out/media.json" <<JSON
{
  "description": "Synthetic test pattern with a beep each second; regenerate with apps/server/scripts/make-demo-media.sh",
  "segmentSeconds": $SEGMENT_SECONDS,
  "segmentCount": $SEGMENTS,
  "renditions": [$json_renditions]
}
JSON
du -sh "$out"
