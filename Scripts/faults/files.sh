# Files replaced, half-written or read where they should not be (issue 28, items 6 to 9, 11 and 12): --force onto
# FIFOs, devices, symbolic links, sockets and directories; every kind of single-byte edit of a part; a FIFO given
# to merge; signals and kills while simulate and indices write their files; options at the ends of their ranges;
# one file under two names; bad profile names and dates; files that cannot be read.
#
# Sourced by Scripts/test-faults (helpers and counters there). Needs python3 (a Unix socket, the edited parts).

# The part every case writes: small, seeded, with side bets (so the part holds them too).
files_part=(simulate --rounds 2000 --seed 3 --threads 1 --side-bets "21+3 pp")
# A run that never ends by itself (an infinite deck plays fast; 10^12 rounds take hours).
files_endless=(simulate --rules INF --rounds 1e12 --seed 1 --threads 1)

# files_type PATH: the file type of PATH, not following a final link (find's %y: f, l, p, c, b, s, d).
files_type() { find "$1" -maxdepth 0 -printf '%y' 2>/dev/null; }

# files_temporaries DIR: the temporary files of writers in DIR (.NAME.PID.NS.tmp).
files_temporaries() { find "$1" -maxdepth 1 -name '.*.tmp' -printf '%f\n' | sort; }

# files_start VAR ARGS...: starts `blackjack ARGS` in the background, its output in $case_dir/out and err, its
# process id in VAR. Started as a job of its own (set -m): a script's background job would ignore SIGINT.
files_start() {
  local -n started=$1
  shift
  set -m
  "$BLACKJACK" "$@" >"$case_dir/out" 2>"$case_dir/err" &
  started=$!
  set +m
}

# files_running PID: returns once PID runs blackjack, no longer the shell that started it (a signal sent before
# would reach a copy of the test script, its EXIT trap included).
files_running() {
  local binary tries
  binary=$(readlink -f "$BLACKJACK")
  for ((tries = 0; tries < 5000; tries++)); do
    [[ $(readlink "/proc/$1/exe" 2>/dev/null) == "$binary" ]] && return 0
  done
  fail "process $1 did not start blackjack"
}

# files_wait PID: waits for PID; its exit status (128 + the signal for a process a signal ended) in files_status.
# (The shell's own line about a job a signal ended is not printed.)
files_wait() {
  wait "$1" 2>/dev/null
  files_status=$?
}

# --- Item 6: only a regular file is ever replaced ----------------------------------------------------------------

case_begin "files: --out and --force onto a FIFO write into it; the FIFO stays a FIFO"
mkfifo "$case_dir/fifo"
timeout 20 cat "$case_dir/fifo" >"$case_dir/received" &
reader=$!
"$BLACKJACK" "${files_part[@]}" --out "$case_dir/fifo" --force >"$case_dir/out" 2>"$case_dir/err"
expect_status 0 $? "simulate --out FIFO --force"
wait "$reader"
grep -q '"format" : "blackjack-simulation-part"' "$case_dir/received" || fail "the reader did not get the part"
[[ $(files_type "$case_dir/fifo") == p ]] || fail "the FIFO was replaced by a $(files_type "$case_dir/fifo")"
faults=$((faults + 1))
files_tried=$((files_tried + 1))
case_pass

case_begin "files: --out /dev/stdout writes the part on standard output"
"$BLACKJACK" "${files_part[@]}" --out /dev/stdout >"$case_dir/out" 2>"$case_dir/err"
expect_status 0 $? "simulate --out /dev/stdout"
grep -q '"format" : "blackjack-simulation-part"' "$case_dir/out" || fail "no part on standard output"
[[ ! -s $case_dir/err ]] || fail "standard error: $(head -c 300 "$case_dir/err")"
files_tried=$((files_tried + 1))
case_pass

case_begin "files: --force onto a character device writes into it; /dev/null stays the null device"
devices=()
if is_root; then
  # A null device of the case's own first: the system's /dev/null is tried only once it stayed a device.
  if mknod "$case_dir/null" c 1 3 && : >"$case_dir/null" 2>/dev/null; then
    devices+=("$case_dir/null")
  else
    fail "cannot make a character device in $case_dir (mounted nodev?)"
  fi
fi
devices+=(/dev/null)
for device in "${devices[@]}"; do
  for option in --out --report; do
    before=$(stat -c '%F %t:%T' "$device")
    "$BLACKJACK" "${files_part[@]}" "$option" "$device" --force >"$case_dir/out" 2>"$case_dir/err"
    expect_status 0 $? "$option $device --force"
    after=$(stat -c '%F %t:%T' "$device" 2>/dev/null)
    if [[ $after != "$before" ]]; then
      fail "$device was '$before' and is '$after' after $option --force"
      break 2
    fi
    faults=$((faults + 1))
    files_tried=$((files_tried + 1))
  done
done
[[ $(stat -c '%F %t:%T' /dev/null) == "character special file 1:3" ]] || fail "/dev/null is no longer the null device"
case_pass

case_begin "files: --force through a symbolic link replaces its target; the link stays a link"
echo old >"$case_dir/target.json"
ln -s target.json "$case_dir/link.json"
"$BLACKJACK" "${files_part[@]}" --out "$case_dir/link.json" >"$case_dir/out" 2>"$case_dir/err"
expect_status 1 $? "--out LINK without --force"
one_line "$case_dir/err" "--out LINK without --force"
"$BLACKJACK" "${files_part[@]}" --out "$case_dir/link.json" --force >"$case_dir/out" 2>"$case_dir/err"
expect_status 0 $? "--out LINK --force"
[[ $(files_type "$case_dir/link.json") == l && $(readlink "$case_dir/link.json") == target.json ]] ||
  fail "the link was replaced: $(files_type "$case_dir/link.json")"
grep -q '"format" : "blackjack-simulation-part"' "$case_dir/target.json" || fail "the target was not written"
"$BLACKJACK" "${files_part[@]}" --report "$case_dir/link.json" --force >"$case_dir/out" 2>"$case_dir/err"
expect_status 0 $? "--report LINK --force"
[[ $(files_type "$case_dir/link.json") == l ]] || fail "--report replaced the link"
grep -q '<!DOCTYPE html>' "$case_dir/target.json" || fail "--report did not write the link's target"
[[ -z $(files_temporaries "$case_dir") ]] || fail "temporary files left: $(files_temporaries "$case_dir")"
faults=$((faults + 2))
files_tried=$((files_tried + 2))
case_pass

case_begin "files: a socket, a block device or a directory is refused in one line and left as it was"
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$case_dir/socket"
targets=("$case_dir/socket:s" "$case_dir:d")
if is_root; then
  mknod "$case_dir/block" b 7 200 && targets+=("$case_dir/block:b")
fi
for entry in "${targets[@]}"; do
  target=${entry%:*}
  kind=${entry##*:}
  for option in --out --report; do
    for force in "" --force; do
      "$BLACKJACK" "${files_part[@]}" "$option" "$target" $force >"$case_dir/out" 2>"$case_dir/err"
      expect_status 1 $? "$option $target $force"
      one_line "$case_dir/err" "$option $target $force"
      [[ $(files_type "$target") == "$kind" ]] || fail "$target is now a $(files_type "$target")"
      faults=$((faults + 1))
      files_tried=$((files_tried + 1))
    done
  done
done
case_pass

# --- Item 12: one file under two names ---------------------------------------------------------------------------

case_begin "files: --out and --report naming one file (spelt differently, or a link) are refused before anything"
mkdir "$case_dir/sub"
echo old >"$case_dir/kept.json"
ln -s kept.json "$case_dir/alias.json"
ln "$case_dir/kept.json" "$case_dir/hard.json"
for pair in "x.json ./x.json" "x.json sub/../x.json" "kept.json alias.json" "hard.json kept.json"; do
  read -r out report <<<"$pair"
  (cd "$case_dir" && "$BLACKJACK" "${files_part[@]}" --out "$out" --report "$report" --force) \
    >"$case_dir/out" 2>"$case_dir/err"
  expect_status 2 $? "--out $out --report $report"
  one_line "$case_dir/err" "--out $out --report $report"
  faults=$((faults + 1))
done
[[ ! -e $case_dir/x.json && $(cat "$case_dir/kept.json") == old ]] || fail "a file was written"
[[ -z $(files_temporaries "$case_dir") ]] || fail "temporary files left"
case_pass

# --- Item 7: edited parts ----------------------------------------------------------------------------------------

case_begin "files: single-byte edits of a part are refused in one line or change nothing"
"$BLACKJACK" "${files_part[@]}" --out "$case_dir/part.json" >/dev/null 2>&1 || fail "the part was not written"
"$BLACKJACK" merge "$case_dir/part.json" --json >"$case_dir/reference" 2>&1 || fail "the part does not merge"
mkdir "$case_dir/edits"
# Every 4th byte, edited three ways in turn (another digit or letter, a space, a byte that is not UTF-8), and some
# bytes removed: about 1,000 edited parts.
python3 - "$case_dir/part.json" "$case_dir/edits" <<'PYTHON'
import sys
data = open(sys.argv[1], "rb").read()
for index in range(0, len(data), 4):
    byte = data[index]
    if 0x30 <= byte <= 0x39:
        choices = [0x30 + (byte - 0x30 + 1) % 10, 0x20, 0xFF]
    else:
        choices = [0x78 if byte != 0x78 else 0x79, 0x20 if byte != 0x20 else 0x21, 0xFF]
    for number, replacement in enumerate(choices):
        edited = data[:index] + bytes([replacement]) + data[index + 1:]
        open(f"{sys.argv[2]}/{index:05d}-{number}.json", "wb").write(edited)
    if index % 12 == 0:
        open(f"{sys.argv[2]}/{index:05d}-x.json", "wb").write(data[:index] + data[index + 1:])
PYTHON
refused=0
same=0
for edited in "$case_dir"/edits/*.json; do
  "$BLACKJACK" merge "$edited" --json >"$case_dir/out" 2>"$case_dir/err"
  status=$?
  files_tried=$((files_tried + 1))
  faults=$((faults + 1))
  if ((status == 0)) && cmp -s "$case_dir/out" "$case_dir/reference"; then
    same=$((same + 1))
  elif ((status == 1)) && [[ $(wc -l <"$case_dir/err") -eq 1 && ! -s $case_dir/out ]] &&
    grep -qF "'$edited'" "$case_dir/err"; then
    refused=$((refused + 1))
  else
    fail "${edited##*/}: exit $status, $(wc -l <"$case_dir/err") lines: $(head -c 300 "$case_dir/err")"
  fi
done
printf '  %d edited parts: %d refused in one line, %d the same report\n' $((refused + same)) "$refused" "$same"
case_pass

# --- Item 8: merge of a FIFO -------------------------------------------------------------------------------------

case_begin "files: merge of a FIFO, a device or a socket returns at once, in one line, exit 1"
mkfifo "$case_dir/part.json"
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$case_dir/socket"
for target in "$case_dir/part.json" /dev/zero "$case_dir/socket"; do
  timeout 10 "$BLACKJACK" merge "$target" >"$case_dir/out" 2>"$case_dir/err"
  status=$?
  ((status == 124)) && fail "merge $target was still waiting after 10 s"
  expect_status 1 "$status" "merge $target"
  one_line "$case_dir/err" "merge $target"
  files_tried=$((files_tried + 1))
done
case_pass

# --- Item 12: files that cannot be read --------------------------------------------------------------------------

case_begin "files: a file that cannot be read is exit status 1 wherever it is named"
mkfifo "$case_dir/fifo"
for target in "$case_dir/missing" "$case_dir" "$case_dir/fifo"; do
  for command in "odds --chart $target" "simulate --rounds 1000 --count hilo --indices $target" "merge $target"; do
    # shellcheck disable=SC2086 # the command's words
    timeout 10 "$BLACKJACK" $command >"$case_dir/out" 2>"$case_dir/err"
    expect_status 1 $? "$command"
    one_line "$case_dir/err" "$command"
    files_tried=$((files_tried + 1))
  done
done
case_pass

# --- Item 9: no temporary file outlives its process --------------------------------------------------------------

for signal in INT TERM HUP; do
  for moment in 0 0.001 0.05 0.12 1; do
    case_begin "files: SIG$signal ${moment}s into simulate --out --report leaves no temporary file"
    # A chart cache of its own, empty: the first ~0.15 s work out the basic strategy, the files reserved already.
    XDG_CACHE_HOME="$case_dir/cache" files_start pid "${files_endless[@]}" --out "$case_dir/part.json" \
      --report "$case_dir/page.html"
    files_running "$pid"
    [[ $moment == 0 ]] || sleep "$moment"
    kill -s "$signal" "$pid"
    kills=$((kills + 1))
    files_wait "$pid"
    number=$(kill -l "$signal")
    expect_status $((128 + number)) "$files_status" "SIG$signal at ${moment}s"
    [[ -z $(files_temporaries "$case_dir") ]] || fail "left: $(files_temporaries "$case_dir")"
    if [[ -e $case_dir/part.json ]]; then
      "$BLACKJACK" merge "$case_dir/part.json" >/dev/null 2>&1
      status=$?
      ((status == 0 || status == 3)) || fail "the part written after SIG$signal does not merge (exit $status)"
    fi
    case_pass
  done
done

for moment in 0.05 1; do
  case_begin "files: simulate --out killed (SIGKILL) ${moment}s in; the next run writing the file removes its temporary"
  XDG_CACHE_HOME="$case_dir/cache" files_start pid "${files_endless[@]}" --out "$case_dir/part.json"
  files_running "$pid"
  sleep "$moment"
  kill -s KILL "$pid"
  kills=$((kills + 1))
  files_wait "$pid"
  left=$(files_temporaries "$case_dir")
  "$BLACKJACK" "${files_part[@]}" --out "$case_dir/part.json" >"$case_dir/out" 2>"$case_dir/err"
  expect_status 0 $? "the run after the kill"
  [[ -z $(files_temporaries "$case_dir") ]] || fail "still there after the next run: $(files_temporaries "$case_dir")"
  [[ -n $left || $moment == 0.05 ]] || fail "the kill at ${moment}s left no temporary file: the case tests nothing"
  case_pass
done

files_indices=(indices --rules "1D S17 DAS LS" --plays fab4 --seed 2 --threads 1)
for signal in INT TERM HUP KILL; do
  for moment in 0 0.3; do
    case_begin "files: SIG$signal ${moment}s into indices --out leaves no temporary file (after the next run, for KILL)"
    files_start pid "${files_indices[@]}" --samples 2000 --rounds 4M --out "$case_dir/fab4.txt"
    files_running "$pid"
    [[ $moment == 0 ]] || sleep "$moment"
    kill -s "$signal" "$pid"
    kills=$((kills + 1))
    files_wait "$pid"
    expect_status $((128 + $(kill -l "$signal"))) "$files_status" "SIG$signal at ${moment}s"
    if [[ $signal == KILL ]]; then
      "$BLACKJACK" "${files_indices[@]}" --samples 16 --rounds 100k --out "$case_dir/fab4.txt" >/dev/null 2>&1
      expect_status 0 $? "the run after the kill"
    fi
    [[ -z $(files_temporaries "$case_dir") ]] || fail "left: $(files_temporaries "$case_dir")"
    case_pass
  done
done

# --- Item 11: every value an option accepts runs -----------------------------------------------------------------

files_limits=(
  "--count hilo --table-min 100000 --rounds 100k"
  "--count hilo --ramp 1:100000 --rounds 1M"
  "--count hilo --table-min 1000000 --table-max 1000000 --bankroll 1000000000 --rounds 200k"
  "--count hilo --spread 1-1000000 --spots 3 --seats 6 --seat 7 --rounds 200k"
  "--count ko --ramp -9223372036854775808:1_9223372036854775807:1000000 --wong-in 30 --wong-out -30 --rounds 50k"
  "--bet 1000000 --rounds 1M --side-bets 21+3_pp_ll"
  "--rounds 1e12 --shard 1000000/1000000 --out OUT --seed 18446744073709551615"
)
for limits in "${files_limits[@]}"; do
  case_begin "files: simulate $limits runs to the end"
  # shellcheck disable=SC2206 # the options' words; '_' stands for a space inside one
  words=(${limits//OUT/$case_dir/part.json})
  words=("${words[@]//_/ }")
  [[ $limits == *--seed* ]] || words+=(--seed 1)
  "$BLACKJACK" simulate --threads 2 "${words[@]}" >"$case_dir/out" 2>"$case_dir/err"
  expect_status 0 $? "simulate $limits"
  [[ -s $case_dir/out ]] || fail "no output"
  case_pass
done

# --- Item 12: small ones -----------------------------------------------------------------------------------------

case_begin "files: a bad --profile name exits 2 in one line, control bytes escaped; impossible --since dates exit 2"
for command in play history; do
  "$BLACKJACK" "$command" --profile $'bad\nname\e[31m' --db "$case_dir/p.db" </dev/null >"$case_dir/out" 2>"$case_dir/err"
  expect_status 2 $? "$command --profile with control bytes"
  one_line "$case_dir/err" "$command --profile"
  grep -qF "'bad\\nname\\u{1B}[31m'" "$case_dir/err" || fail "not escaped: $(cat -v "$case_dir/err")"
done
for date in 2026-13-45 9999-99-99 2025-02-29; do
  "$BLACKJACK" history --since "$date" --db "$case_dir/p.db" >"$case_dir/out" 2>"$case_dir/err"
  expect_status 2 $? "history --since $date"
  one_line "$case_dir/err" "history --since $date"
done
[[ ! -e $case_dir/p.db ]] || fail "a database was created"
case_pass
