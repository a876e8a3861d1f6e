#!/bin/bash
# Review shots for a person to look at (not compared by any test): the launcher, Mountains
# (typed "mont"), Wi-Fi and Nested Groups in kitty (dark), xterm (white, TERM=xterm: 8 colours)
# and rxvt-unicode (white), 100x30, on a private Xvfb display :77. Needs xvfb, kitty, xterm,
# rxvt-unicode, xdotool and imagemagick. Usage: scripts/review-shots.sh  (writes docs/review/*.png)
BIN="${BIN:-$(swift build --show-bin-path)/tessera-demos}"
OUT="${OUT:-docs/review}"; mkdir -p "$OUT"
export DISPLAY=:77
Xvfb :77 -screen 0 1100x700x24 >/dev/null 2>&1 & XV=$!
sleep 1.5
shot() { # name emulator term demo keys
  local name=$1 emu=$2 term=$3 demo=$4 keys=$5
  case $emu in
    kitty) kitty -o font_size=11 -o remember_window_size=no -o initial_window_width=100c -o initial_window_height=30c -o window_padding_width=0 -o placement_strategy=top-left sh -c "TERM=xterm-kitty $BIN $demo --no-animation" >/dev/null 2>&1 & ;;
    xterm) xterm -geometry 100x30+0+0 -bg white -fg black -fa "DejaVu Sans Mono" -fs 11 -tn $term -e sh -c "TERM=$term $BIN $demo --no-animation" >/dev/null 2>&1 & ;;
    urxvt) urxvt -geometry 100x30+0+0 -bg white -fg black -fn "xft:DejaVu Sans Mono:size=11" -tn $term -e sh -c "TERM=$term $BIN $demo --no-animation" >/dev/null 2>&1 & ;;
  esac
  local pid=$!
  sleep 3
  [ -n "$keys" ] && xdotool type --delay 60 "$keys"
  sleep 1.5
  import -window root -crop 1000x640+0+0 "$OUT/$name.png"
  kill $pid 2>/dev/null; sleep 0.5; kill -9 $pid 2>/dev/null
}
for demo in launcher mountains wifi nested-groups; do
  arg=$demo; keys=""
  [ $demo = launcher ] && arg=""
  [ $demo = mountains ] && keys="mont"
  shot $demo-kitty kitty xterm-kitty "$arg" "$keys"
  shot $demo-xterm8 xterm xterm "$arg" "$keys"
  shot $demo-urxvt urxvt rxvt-unicode-256color "$arg" "$keys"
done
kill $XV
