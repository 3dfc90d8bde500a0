#!/usr/bin/env bash
# Regenerates the committed media the server plays (decisions 0006, 0018):
#   demo  media/demo/{720p,360p}/seg-N.mpegts + media/demo/media.json — the simulated live test pattern
#         (MPEG-TS; not .ts, which tools read as TypeScript)
#   board media/board/{720p,360p}/seg-N.mpegts + media.json — a slide-like "BOARD" stream with a counter
#   flv   <source>/<rendition>/live.flv for demo and board — the same segments remuxed (-c copy) into
#         one FLV file, served as endless paced HTTP-FLV (src/media/flv-pacer.ts)
#   vod   media/vod/{ad,trailer-1,trailer-2,trailer-3,menu-1}.mp4, broken.mp4 and vod.json — recorded
#         media (ads, trailers, menu videos)
#
# Usage: `bash apps/server/scripts/make-demo-media.sh [demo] [board] [flv] [vod]` (no argument: all).
# Needs ffmpeg with libx264, aac, drawtext and a font. The server never runs ffmpeg: it serves these
# committed files from memory, live ones in a loop (src/media/live-playlist.ts).
#
# Every live segment is SEGMENT_SECONDS long and starts with a keyframe, so the server can cycle
# through them with one EXT-X-DISCONTINUITY per wrap, and the FLV has a keyframe at every segment
# start. Bitrates are low on purpose: all the media together must stay well under 5 MB.
set -euo pipefail

app=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
media="$app/media"
FFMPEG=${FFMPEG:-ffmpeg}
FFPROBE=${FFPROBE:-ffprobe}
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
SEGMENT_SECONDS=2
SEGMENTS=6
FPS=25
TOTAL=$((SEGMENT_SECONDS * SEGMENTS))

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# live_source <source> <description> <video-kind> <audio-filter-source> <rendition spec>...
# A rendition spec is "name width height video-kbps audio-kbps h264-level codecs".
live_source() {
  local source=$1 description=$2 kind=$3 audio=$4
  shift 4
  local out="$media/$source"
  rm -rf "$out"
  mkdir -p "$out"
  local json_renditions="" spec
  for spec in "$@"; do
    local name width height vkbps akbps level codecs
    read -r name width height vkbps akbps level codecs <<<"$spec"
    local dir="$out/$name"
    mkdir -p "$dir"
    local fontsize=$((height / 12)) video filter
    # drawtext expands %{...} inside the text file, which avoids filtergraph escaping.
    if [ "$kind" = pattern ]; then
      video="testsrc2=size=${width}x${height}:rate=$FPS"
      printf 'Livehall demo %s\n%%{pts:hms}  segment %%{eif:trunc(t/%s):d}' "$name" "$SEGMENT_SECONDS" >"$work/$source-$name.txt"
      filter="drawtext=fontfile=$FONT:textfile=$work/$source-$name.txt:expansion=normal:fontsize=$fontsize:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-text_w)/2:y=(h-text_h)/2"
    else
      # A slide: dark frame, a light page, the word BOARD, the slide number and a running clock.
      video="color=c=0x1d3557:size=${width}x${height}:rate=$FPS"
      printf 'BOARD' >"$work/$source-$name-title.txt"
      printf 'slide %%{eif:trunc(t/%s)+1:d}   %%{pts:hms}' "$SEGMENT_SECONDS" >"$work/$source-$name-counter.txt"
      filter="drawbox=x=iw/16:y=ih/10:w=iw*7/8:h=ih*8/10:color=0xf1faee:t=fill"
      filter="$filter,drawtext=fontfile=$FONT:textfile=$work/$source-$name-title.txt:fontsize=$((height / 4)):fontcolor=0x1d3557:x=(w-text_w)/2:y=h*3/10"
      filter="$filter,drawtext=fontfile=$FONT:textfile=$work/$source-$name-counter.txt:expansion=normal:fontsize=$fontsize:fontcolor=0xe63946:x=(w-text_w)/2:y=h*65/100"
    fi
    "$FFMPEG" -hide_banner -loglevel error -y \
      -f lavfi -i "$video" -f lavfi -i "$audio" -t "$TOTAL" \
      -vf "$filter" -af "volume=0.15" \
      -c:v libx264 -profile:v main -level:v "$level" -pix_fmt yuv420p -preset veryfast \
      -b:v "${vkbps}k" -maxrate "$((vkbps * 5 / 4))k" -bufsize "$((vkbps * 2))k" \
      -g $((FPS * SEGMENT_SECONDS)) -keyint_min $((FPS * SEGMENT_SECONDS)) -sc_threshold 0 \
      -force_key_frames "expr:gte(t,n_forced*$SEGMENT_SECONDS)" \
      -c:a aac -b:a "${akbps}k" -ac 2 -ar 48000 \
      -f hls -hls_time "$SEGMENT_SECONDS" -hls_list_size 0 -hls_segment_type mpegts \
      -hls_flags independent_segments -hls_segment_filename "$dir/seg-%d.mpegts" "$work/$source-$name.m3u8"

    local count
    count=$(ls "$dir"/seg-*.mpegts | wc -l)
    if [ "$count" != "$SEGMENTS" ]; then
      echo "make-demo-media: expected $SEGMENTS segments for $source/$name, got $count" >&2
      exit 1
    fi
    # Peak bandwidth for the master playlist: the biggest segment, plus 10 %.
    local max_bytes bandwidth durations
    max_bytes=$(stat -c %s "$dir"/seg-*.mpegts | sort -n | tail -1)
    bandwidth=$((max_bytes * 8 * 11 / 10 / SEGMENT_SECONDS))
    durations=$(grep '^#EXTINF:' "$work/$source-$name.m3u8" | sed -E 's/#EXTINF:([0-9.]+),.*/\1/' | paste -sd, -)
    # Check the first segment really starts with video and audio.
    "$FFPROBE" -v error -show_entries stream=codec_name -of csv=p=0 "$dir/seg-0.mpegts" | sort | paste -sd' ' - |
      grep -q 'aac h264' || { echo "make-demo-media: $source/$name/seg-0.mpegts lacks h264+aac" >&2; exit 1; }
    local entry="{\"name\":\"$name\",\"width\":$width,\"height\":$height,\"bandwidth\":$bandwidth,\"codecs\":\"$codecs\",\"segmentDurations\":[$durations]}"
    json_renditions="${json_renditions:+$json_renditions,}$entry"
  done
  cat >"$out/media.json" <<JSON
{
  "description": "$description; regenerate with apps/server/scripts/make-demo-media.sh",
  "segmentSeconds": $SEGMENT_SECONDS,
  "segmentCount": $SEGMENTS,
  "renditions": [$json_renditions]
}
JSON
}

# flv_files <source>: <rendition>/live.flv from the rendition's segments read as one byte stream (the
# concat protocol keeps the segments' continuous timestamps, so keyframes stay at every segment start).
flv_files() {
  local source=$1 dir
  for dir in "$media/$source"/*/; do
    dir=${dir%/}
    local inputs="" index
    for ((index = 0; index < SEGMENTS; index++)); do inputs="${inputs:+$inputs|}$dir/seg-$index.mpegts"; done
    "$FFMPEG" -hide_banner -loglevel error -y -i "concat:$inputs" -c copy -f flv "$dir/live.flv"
    local keyframes
    keyframes=$("$FFPROBE" -v error -select_streams v -show_entries packet=flags -of csv=p=0 "$dir/live.flv" | grep -c K || true)
    if [ "$keyframes" -lt "$SEGMENTS" ]; then
      echo "make-demo-media: $dir/live.flv has $keyframes keyframes, expected $SEGMENTS" >&2
      exit 1
    fi
  done
}

# vod_file <id> <seconds> <background> <tone-hz> <title>: a small H.264 main + AAC MP4, moov first.
vod_file() {
  local id=$1 seconds=$2 background=$3 tone=$4 title=$5 out="$media/vod"
  printf '%s' "$title" >"$work/vod-$id-title.txt"
  printf '%%{pts:hms}' >"$work/vod-$id-clock.txt"
  "$FFMPEG" -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=$background:size=640x360:rate=$FPS" \
    -f lavfi -i "sine=frequency=$tone:beep_factor=2:sample_rate=44100" -t "$seconds" \
    -vf "drawtext=fontfile=$FONT:textfile=$work/vod-$id-title.txt:fontsize=72:fontcolor=white:x=(w-text_w)/2:y=h*3/10,drawtext=fontfile=$FONT:textfile=$work/vod-$id-clock.txt:expansion=normal:fontsize=32:fontcolor=white:x=(w-text_w)/2:y=h*65/100" \
    -af "volume=0.15" \
    -c:v libx264 -profile:v main -level:v 3.0 -pix_fmt yuv420p -preset veryfast -b:v 160k -maxrate 200k -bufsize 320k -g $FPS \
    -c:a aac -b:a 48k -ac 2 -ar 44100 -movflags +faststart "$out/$id.mp4"
  local size
  size=$(stat -c %s "$out/$id.mp4")
  if [ "$size" -gt 153600 ]; then
    echo "make-demo-media: vod/$id.mp4 is $size bytes, over 150 KB" >&2
    exit 1
  fi
  "$FFPROBE" -v error -show_entries format=duration -of csv=p=0 "$out/$id.mp4"
}

vod_files() {
  local out="$media/vod"
  rm -rf "$out"
  mkdir -p "$out"
  local catalogue="" spec
  # id seconds background tone name|title
  for spec in "ad 4 0x8338ec 880 Ad|AD" "trailer-1 3 0x2a9d8f 523 Trailer 1|TRAILER 1" \
    "trailer-2 3 0xe76f51 587 Trailer 2|TRAILER 2" "trailer-3 3 0x264653 659 Trailer 3|TRAILER 3" \
    "menu-1 3 0xbc6c25 440 Menu video 1|MENU 1"; do
    local id seconds background tone rest name title duration
    read -r id seconds background tone rest <<<"$spec"
    name=${rest%%|*}
    title=${rest#*|}
    duration=$(vod_file "$id" "$seconds" "$background" "$tone" "$title")
    catalogue="${catalogue:+$catalogue,
}  \"$id\": {\"file\": \"$id.mp4\", \"name\": \"$name\", \"mediaType\": 1, \"durationSeconds\": $(printf '%.2f' "$duration")}"
  done
  # Not a playable MP4: an ftyp box, then text where the movie box should be, so a browser's media
  # element fails to decode it (the "broken trailer" the player skips).
  {
    printf '\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2'
    for _ in 1 2 3 4 5 6 7 8; do printf 'Livehall: this file is deliberately not a video. '; done
  } >"$out/broken.mp4"
  catalogue="$catalogue,
  \"broken\": {\"file\": \"broken.mp4\", \"name\": \"Broken trailer\", \"mediaType\": 1, \"durationSeconds\": 3}"
  printf '{\n%s\n}\n' "$catalogue" >"$out/vod.json"
}

targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(demo board flv vod)
for target in "${targets[@]}"; do
  case "$target" in
  demo)
    # name width height video-kbps audio-kbps h264-level codecs
    live_source demo "Synthetic test pattern with a beep each second" pattern \
      "sine=frequency=660:beep_factor=4:sample_rate=48000" \
      "720p 1280 720 320 64 3.1 avc1.4d401f,mp4a.40.2" \
      "360p 640 360 140 48 3.0 avc1.4d401e,mp4a.40.2"
    ;;
  board)
    live_source board "A slide titled BOARD with its number and a clock, silent" slide \
      "anullsrc=channel_layout=stereo:sample_rate=48000" \
      "720p 1280 720 120 32 3.1 avc1.4d401f,mp4a.40.2" \
      "360p 640 360 60 32 3.0 avc1.4d401e,mp4a.40.2"
    ;;
  flv)
    flv_files demo
    flv_files board
    ;;
  vod) vod_files ;;
  *)
    echo "make-demo-media: unknown target $target (demo, board, flv, vod)" >&2
    exit 2
    ;;
  esac
done
du -sh "$media"
