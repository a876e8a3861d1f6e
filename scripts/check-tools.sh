#!/usr/bin/env bash
# Checks for what building and testing Tessera needs, and says plainly what is missing.
# As root with apt-get available, it installs the Debian packages itself; elsewhere it names
# the packages (Debian names; Fedora, Alpine and Homebrew equivalents are in README.md).
# --fast: only what `make test-fast` needs (Swift and ncurses), on Linux or macOS.
set -u
missing_pkgs=()
problems=()

command -v swift >/dev/null 2>&1 || problems+=("swift is not on PATH: install Swift 6.2 or newer (https://swift.org/install) and put its bin/ on PATH.")
# ncurses' headers where the build looks, without pkg-config (Package.swift): the usual places
# (Debian and Fedora put the wide ones in ncursesw/, Arch and Alpine in /usr/include; macOS has
# them in its SDK). Debian's libncurses-dev holds them.
has_ncurses() {
  [ -f /usr/include/ncursesw/ncurses.h ] || [ -f /usr/include/ncurses.h ] && return 0
  [ "$(uname -s)" = Darwin ] && xcrun --show-sdk-path >/dev/null 2>&1 && return 0
  return 1
}
if [ "${1:-}" = "--fast" ]; then
  has_ncurses || problems+=("ncurses headers not found: Debian libncurses-dev, Fedora ncurses-devel, Alpine ncurses-dev, macOS the Xcode SDK or Homebrew's ncurses (see README.md).")
  if ((${#problems[@]})); then
    echo "Tessera cannot build here yet:" >&2
    printf '  - %s\n' "${problems[@]}" >&2
    exit 1
  fi
  exit 0
fi
command -v tmux >/dev/null 2>&1 || missing_pkgs+=(tmux)
has_ncurses || missing_pkgs+=(libncurses-dev)
command -v infocmp >/dev/null 2>&1 || missing_pkgs+=(ncurses-bin)
# The real-terminal tests: kitty on a virtual X display, rendering in software (mesa's llvmpipe:
# no GPU needed), with a colour emoji font, and the terminfo entries the colour tests name
# (xterm-16color, xterm-direct).
command -v kitty >/dev/null 2>&1 || missing_pkgs+=(kitty)
command -v Xvfb >/dev/null 2>&1 || missing_pkgs+=(xvfb)
command -v timeout >/dev/null 2>&1 || missing_pkgs+=(coreutils)
# Debian's multiarch /usr/lib/<triple>/dri, Fedora's /usr/lib64/dri.
compgen -G '/usr/lib*/dri/swrast_dri.so' >/dev/null || compgen -G '/usr/lib*/*/dri/swrast_dri.so' >/dev/null \
  || missing_pkgs+=(libgl1-mesa-dri)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing_pkgs+=(fonts-noto-color-emoji)
[ -f /usr/share/terminfo/x/xterm-direct ] || missing_pkgs+=(ncurses-term)
# The light-background real-terminal tests: xterm and rxvt-unicode on the same display, keys
# typed through XTEST (xdotool), what the demo writes recorded by script(1), a monospace font.
command -v xterm >/dev/null 2>&1 || missing_pkgs+=(xterm)
command -v urxvt >/dev/null 2>&1 || missing_pkgs+=(rxvt-unicode)
command -v xdotool >/dev/null 2>&1 || missing_pkgs+=(xdotool)
command -v script >/dev/null 2>&1 || missing_pkgs+=(bsdutils)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing_pkgs+=(fonts-dejavu-core)
# `make screenshots` (scripts/check-tools.sh --screenshots) also needs ImageMagick's import.
if [ "${1:-}" = "--screenshots" ]; then
  command -v import >/dev/null 2>&1 || missing_pkgs+=(imagemagick)
fi

if ((${#missing_pkgs[@]})); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "check: installing ${missing_pkgs[*]} with apt-get" >&2
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_pkgs[@]}"; } >&2 \
      || problems+=("apt-get could not install: ${missing_pkgs[*]}.")
  else
    problems+=("missing Debian packages: ${missing_pkgs[*]} — run: sudo apt-get install ${missing_pkgs[*]}")
  fi
fi

if ((${#problems[@]})); then
  echo "Tessera cannot build here yet:" >&2
  printf '  - %s\n' "${problems[@]}" >&2
  exit 1
fi
