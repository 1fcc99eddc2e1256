# The profile database under attack (issue 28, items 1 to 5 and the signals of item 10 in the pipe reader): a full
# tmpfs filled while a session plays, ENOSPC, EIO and SIGKILL injected at the Nth write (strace --inject), one file
# under two names (hard link, symlink, bind mount), a session in its own PID namespace, a damaged page, foreign,
# newer, empty, read-only files, device nodes and FIFOs as --db, and SIGTERM and SIGHUP at the prompt.
#
# Sourced by Scripts/test-faults (read its header for the helpers and counters). Needs sqlite3 and strace
# (Scripts/setup --tests installs them); the tmpfs, bind mount, device node and PID-namespace cases need root.
#
# After every attack the database is checked with the sqlite3 command-line shell, independently of blackjack:
# PRAGMA integrity_check is ok, each profile's bankroll is its start plus its rebuys plus the sum of its rounds,
# its rounds are numbered 1..n with no gap and match its count, and the results shown on standard output are the
# rounds kept (a result is shown only once it is saved; at most one saved round may be unshown, when the kill came
# between the save and the write).

for tool in sqlite3 strace; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "faults/profile: $tool is not installed; run Scripts/setup --tests" >&2
    exit 1
  }
done

# ---- Helpers ------------------------------------------------------------------------------------------------------

# check_db DB WHAT: the invariants above, on a copy of DB and its write-ahead log (the shell's own connection must
# not change the file under test). Sets db_bankroll, db_rounds and db_in_progress for the profile 'default'.
check_db() {
  local db=$1 what=$2 copy="$case_dir.aux/check"
  rm -rf "$copy" && mkdir -p "$copy"
  cp "$db" "$copy/db" || {
    fail "$what: cannot copy $db"
    return
  }
  [[ -f $db-wal ]] && cp "$db-wal" "$copy/db-wal"
  local integrity
  integrity=$(sqlite3 -batch "$copy/db" "PRAGMA integrity_check" 2>&1)
  [[ $integrity == ok ]] || fail "$what: integrity_check: $integrity"
  local wrong
  wrong=$(sqlite3 -batch "$copy/db" "
    SELECT name FROM profiles p WHERE bankroll <> starting_bankroll
      + (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE profile_id = p.id AND kind = 'rebuy')
      + (SELECT COALESCE(SUM(net), 0) FROM rounds WHERE profile_id = p.id)
    OR rounds <> (SELECT COUNT(*) FROM rounds WHERE profile_id = p.id)
    OR rounds <> (SELECT COALESCE(MAX(number), 0) FROM rounds WHERE profile_id = p.id)
    OR (SELECT COUNT(DISTINCT number) FROM rounds WHERE profile_id = p.id) <> rounds
    OR (SELECT COUNT(*) FROM profiles q WHERE q.name = p.name) <> 1" 2>&1)
  [[ -z $wrong ]] || fail "$what: the money or the rounds do not add up for: $wrong"
  local row
  row=$(sqlite3 -batch -separator ' ' "$copy/db" \
    "SELECT bankroll, rounds, round_in_progress FROM profiles WHERE name = 'default'" 2>&1)
  read -r db_bankroll db_rounds db_in_progress <<<"${row:-none 0 0}"
}

# shown_results FILE: how many round results standard output showed (each settlement ends in one 'Bankroll: N').
shown_results() { grep -cE '^Bankroll: [0-9]+\.[0-9]{2}$' "$1"; }

# expect_shown_kept OUT WHAT [KILLED]: the results shown are the rounds kept (a killed run may have saved one more).
expect_shown_kept() {
  local shown
  shown=$(shown_results "$1")
  if [[ ${3:-} == killed ]]; then
    ((db_rounds >= shown && db_rounds <= shown + 1)) || fail "$2: $shown results shown, $db_rounds rounds kept"
  else
    ((db_rounds == shown)) || fail "$2: $shown results shown, $db_rounds rounds kept"
  fi
}

# A session read from a FIFO, so that the case types its lines one at a time and reacts to the answers:
# session_start DIR ARGS... (ARGS after 'play'; the binary's output in DIR/out and DIR/err, its pid in session_pid;
# a wrapper such as strace or unshare goes in session_wrapper), session_send LINE, session_end (closes the input and
# waits: the exit status in session_status).
session_wrapper=()
session_start() {
  session_dir=$1
  shift
  mkdir -p "$session_dir"
  rm -f "$session_dir/in" "$session_dir/pid" "$session_dir/status"
  mkfifo "$session_dir/in"
  : >"$session_dir/out"
  : >"$session_dir/err"
  # In a subshell that waits for it and keeps its status, so that the suite's shell never reports a process it
  # killed ("Killed") in the middle of the results.
  (
    "${session_wrapper[@]}" "$BLACKJACK" play --ascii "$@" <"$session_dir/in" >"$session_dir/out" \
      2>"$session_dir/err" &
    echo $! >"$session_dir/pid"
    wait $!
    echo $? >"$session_dir/status"
  ) 2>/dev/null &
  session_waiter=$!
  exec {session_fd}>"$session_dir/in"
  until [[ -s $session_dir/pid ]]; do sleep 0.01; done
  session_pid=$(cat "$session_dir/pid")
  on_exit "kill -9 $session_pid 2>/dev/null"
}
# (In a subshell: a session that has died leaves a broken pipe, whose SIGPIPE ends only the subshell.)
session_send() { (printf '%s\n' "$1" >&"$session_fd") 2>/dev/null; }
session_end() {
  exec {session_fd}>&-
  wait "$session_waiter"
  session_status=$(cat "$session_dir/status" 2>/dev/null || echo 255)
}
# session_kill SIGNAL: sends SIGNAL to the session, closes its input and waits for it.
session_kill() {
  kill -s "$1" "$session_pid" 2>/dev/null
  session_end
}

# count_lines PATTERN FILE: lines of FILE matching the extended regular expression.
count_lines() { grep -cE -- "$1" "$2" 2>/dev/null; }
# wait_lines FILE PATTERN COUNT: waits up to 20 s for FILE to hold COUNT lines matching PATTERN; 1 on timeout.
wait_lines() {
  local deadline=$((SECONDS + 20))
  while (($(count_lines "$2" "$1") < $3)); do
    ((SECONDS < deadline)) || return 1
    kill -0 "$session_pid" 2>/dev/null || { (($(count_lines "$2" "$1") >= $3)) && return 0 || return 1; }
    sleep 0.02
  done
}

# session_round: plays one round of 10 (declining insurance, standing): 0 when its result was shown, 1 when a line
# was refused or the session ended instead (its standard error grew, or it exited), 2 on a timeout. A round the
# session resumed is played out instead of a new one.
session_round() {
  local out="$session_dir/out" err="$session_dir/err"
  local results moves offers errors
  local greeting=$((SECONDS + 20))
  until grep -qE "^(Type 'bet 10'|Resuming round|Your bankroll of)" "$out"; do
    ((SECONDS < greeting)) && kill -0 "$session_pid" 2>/dev/null || return 1
    sleep 0.02
  done
  results=$(shown_results "$out")
  moves=$(count_lines '^Your move' "$out")
  offers=$(count_lines '\(insurance yes\|no\)$' "$out")
  errors=$(wc -l <"$err")
  local last
  last=$(grep -E '^(Your move|.*\(insurance yes\|no\)$|Bankroll: [0-9.]+$|Type .bet 10.)' "$out" | tail -n 1)
  case $last in
    "Your move"*) session_send "stand" ;;
    *"(insurance yes|no)") session_send "insurance no" ;;
    *) session_send "bet 10" ;;
  esac
  local deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    if (($(shown_results "$out") > results)); then return 0; fi
    if (($(wc -l <"$err") > errors)); then return 1; fi
    if (($(count_lines '\(insurance yes\|no\)$' "$out") > offers)); then
      offers=$((offers + 1))
      session_send "insurance no"
      continue
    fi
    if (($(count_lines '^Your move' "$out") > moves)); then
      moves=$(count_lines '^Your move' "$out")
      session_send "stand"
      continue
    fi
    kill -0 "$session_pid" 2>/dev/null || { (($(shown_results "$out") > results)) && return 0 || return 1; }
    sleep 0.02
  done
  return 2
}

# session_deal: bets 10 and waits for the first question of the round (or its result): 0 once dealt, 1 if refused.
session_deal() {
  local out="$session_dir/out" err="$session_dir/err" before errors
  before=$(count_lines '^(Your move|.*\(insurance yes\|no\)$|Bankroll: [0-9.]+$)' "$out")
  errors=$(wc -l <"$err")
  session_send "bet 10"
  local deadline=$((SECONDS + 20))
  while ((SECONDS < deadline)); do
    (($(count_lines '^(Your move|.*\(insurance yes\|no\)$|Bankroll: [0-9.]+$)' "$out") > before)) && return 0
    (($(wc -l <"$err") > errors)) && return 1
    sleep 0.02
  done
  return 2
}

# bj ARGS...: runs blackjack with no input; its output in $out and $err (beside the case's directory, so that the
# directory holds only the files under test), its status in bj_status.
bj() {
  mkdir -p "$case_dir.aux"
  out="$case_dir.aux/out" err="$case_dir.aux/err"
  timeout 20 "$BLACKJACK" "$@" </dev/null >"$out" 2>"$err"
  bj_status=$?
}

# new_profile DB [ARGS...]: a profile 'default' in DB with three rounds played (seed 11), the session quit.
new_profile() {
  local db=$1
  shift
  session_start "$case_dir.aux/setup" --db "$db" --seed 11 "$@"
  local round
  for round in 1 2 3; do session_round || fail "setting up $db: round $round was not played"; done
  session_send quit
  session_end
  ((session_status == 0)) || fail "setting up $db: exit status $session_status: $(head -c 300 "$case_dir.aux/setup/err")"
}

# nothing_beside DIR NAME...: fails if DIR holds anything but NAME... (no journal, log or lock file left beside).
nothing_beside() {
  local dir=$1
  shift
  local listed expected
  listed=$(cd "$dir" && ls -A | sort | tr '\n' ' ')
  expected=$(printf '%s\n' "$@" | sort | tr '\n' ' ')
  [[ $listed == "$expected" ]] || fail "files beside the database: '$listed', expected '$expected'"
}

# ---- Item 1: a full disk ------------------------------------------------------------------------------------------

case_begin "full tmpfs while a session plays: no result shown unsaved, no new deal, one line, quit works, exit 1"
if ! is_root; then
  skip "needs root (mount -t tmpfs)"
else
  mnt="$case_dir/mnt"
  mkdir -p "$mnt"
  if mount -t tmpfs -o size=2m tmpfs "$mnt"; then
    on_exit "umount '$mnt'"
    db="$mnt/profile.sqlite3"
    session_start "$case_dir.aux/s" --db "$db" --seed 5
    for round in 1 2 3 4; do session_round || fail "round $round before the disk filled"; done
    # The disk fills between the deal and the stand: the settlement cannot be saved.
    session_deal || fail "the deal before the disk filled"
    dd if=/dev/zero of="$mnt/fill" bs=4k 2>/dev/null
    faults=$((faults + 1))
    errors_before=$(wc -l <"$case_dir.aux/s/err")
    results_before=$(shown_results "$case_dir.aux/s/out")
    if grep -q '(insurance yes|no)$' <(tail -n 2 "$case_dir.aux/s/out"); then session_send "insurance no"; fi
    session_send "stand"
    wait_lines "$case_dir.aux/s/err" '.' $((errors_before + 1)) || fail "no line said the save failed"
    sleep 0.2
    (($(shown_results "$case_dir.aux/s/out") == results_before)) || fail "a result was shown that was not saved"
    grep -q 'disk' "$case_dir.aux/s/err" || fail "the line does not say the disk is full: $(tail -n 1 "$case_dir.aux/s/err")"
    # No new round while the profile cannot be written: the bet is refused in one line.
    errors_before=$(wc -l <"$case_dir.aux/s/err")
    outputs_before=$(wc -l <"$case_dir.aux/s/out")
    session_send "bet 10"
    wait_lines "$case_dir.aux/s/err" '.' $((errors_before + 1)) || fail "the bet on a full disk was not refused"
    (($(wc -l <"$case_dir.aux/s/out") == outputs_before)) || fail "a bet on a full disk dealt: $(tail -n 3 "$case_dir.aux/s/out")"
    grep -qi 'quit' <(tail -n 1 "$case_dir.aux/s/err") || fail "the refusal does not say that 'quit' still works"
    session_send "quit"
    session_end
    expect_status 1 "$session_status" "quit on a full disk"
    rm -f "$mnt/fill"
    check_db "$db" "after the full disk"
    expect_shown_kept "$case_dir.aux/s/out" "after the full disk"
    ((db_in_progress == 1)) || fail "the round whose settlement was not saved is not kept in progress"
    # The next session resumes that round before the stand (its result was never shown) and plays it.
    session_start "$case_dir.aux/t" --db "$db"
    wait_lines "$case_dir.aux/t/out" "^Resuming round $((db_rounds + 1))," 1 || fail "the unsaved round did not resume"
    session_send "stand"
    wait_lines "$case_dir.aux/t/out" '^Bankroll: [0-9.]+$' 1 || fail "the resumed round did not settle"
    session_send "quit"
    session_end
    expect_status 0 "$session_status" "the session after the disk was freed"
    check_db "$db" "after the resumed round"
    ((db_rounds == 5)) || fail "after the resumed round: $db_rounds rounds kept, expected 5"
    # A kill while the disk is full: the result not shown is not lost, and is never shown twice.
    session_start "$case_dir.aux/u" --db "$db"
    session_round || fail "a round before the second fill"
    session_deal || fail "the deal before the second fill"
    dd if=/dev/zero of="$mnt/fill" bs=4k 2>/dev/null
    faults=$((faults + 1))
    errors_before=$(wc -l <"$case_dir.aux/u/err")
    if grep -q '(insurance yes|no)$' <(tail -n 2 "$case_dir.aux/u/out"); then session_send "insurance no"; fi
    session_send "stand"
    wait_lines "$case_dir.aux/u/err" '.' $((errors_before + 1)) || fail "no line said the second save failed"
    session_kill KILL
    kills=$((kills + 1))
    rm -f "$mnt/fill"
    check_db "$db" "after a kill on the full disk"
    shown=$(($(shown_results "$case_dir.aux/u/out") + 5))
    ((db_rounds == shown)) || fail "after a kill on the full disk: $shown results shown, $db_rounds kept"
    bj play --ascii --db "$db"
    grep -q "^Resuming round $((shown + 1))," "$out" || fail "the round without a shown result did not resume"
  else
    fail "mount -t tmpfs failed"
  fi
fi
case_pass

case_begin "ENOSPC and EIO at the Nth write (strace --inject): the session stops dealing, exit 1, nothing lost"
for spec in pwrite64:error=ENOSPC:when=40+ pwrite64:error=ENOSPC:when=75+ pwrite64:error=EIO:when=60+ \
  fdatasync:error=EIO:when=12+; do
  db="$case_dir/${spec//[:=+]/-}.sqlite3"
  new_profile "$db"
  session_wrapper=(strace -f -qq -o /dev/null -e trace=pwrite64,fdatasync -e "inject=$spec")
  session_start "$case_dir.aux/${spec//[:=+]/-}" --db "$db"
  session_wrapper=()
  played=0
  while ((played < 30)) && session_round; do played=$((played + 1)); done
  faults=$((faults + 1))
  ((played < 30)) || fail "$spec: 30 rounds played on a disk that fails"
  session_send "bet 10"
  session_send "quit"
  session_end
  expect_status 1 "$session_status" "$spec"
  grep -qE 'disk is full|disk I/O error' "$session_dir/err" ||
    fail "$spec: no line said why: $(head -c 300 "$session_dir/err")"
  check_db "$db" "$spec"
  shown=$(($(shown_results "$session_dir/out") + 3))
  ((db_rounds == shown)) || fail "$spec: $shown results shown, $db_rounds rounds kept"
done
case_pass

case_begin "SIGKILL at the Nth write or sync (strace --inject): after each kill the file is sound and the shown is kept"
db="$case_dir/kills.sqlite3"
new_profile "$db"
kept=3
for kill_at in pwrite64:{1,2,3,5,8,12,17,23,30,38,47,57,68,80,95,110} fdatasync:{1,2,3,4,6,9,13}; do
  call=${kill_at%%:*} when=${kill_at##*:}
  session_wrapper=(strace -f -qq -o /dev/null -e trace=pwrite64,fdatasync -e "inject=$call:signal=SIGKILL:when=$when")
  session_start "$case_dir.aux/kill-$call-$when" --db "$db"
  session_wrapper=()
  played=0
  while ((played < 12)) && session_round; do played=$((played + 1)); done
  session_send quit
  session_end
  kills=$((kills + 1))
  check_db "$db" "kill at $call $when"
  shown=$(shown_results "$session_dir/out")
  ((db_rounds >= kept + shown && db_rounds <= kept + shown + 1)) ||
    fail "kill at $call $when: $((kept + shown)) results shown in all, $db_rounds rounds kept"
  if grep -q '^Resuming round' "$session_dir/out"; then
    resumed=$(sed -n 's/^Resuming round \([0-9]*\),.*/\1/p' "$session_dir/out" | head -n 1)
    ((resumed == kept + 1)) || fail "kill at $call $when: resumed round $resumed after $kept kept"
  fi
  kept=$db_rounds
done
case_pass

case_begin "SIGTERM during the Nth write: the write completes, the session ends cleanly, the process by the signal"
db="$case_dir/terms.sqlite3"
new_profile "$db"
for when in 4 15 30 50; do
  session_wrapper=(strace -f -qq -o /dev/null -e trace=pwrite64 -e "inject=pwrite64:signal=SIGTERM:when=$when")
  session_start "$case_dir.aux/term-$when" --db "$db"
  session_wrapper=()
  played=0
  while ((played < 8)) && session_round; do played=$((played + 1)); done
  session_send quit
  session_end
  faults=$((faults + 1))
  expect_status 143 "$session_status" "SIGTERM at write $when"
  check_db "$db" "SIGTERM at write $when"
  open=$(sqlite3 "$case_dir.aux/check/db" "SELECT COUNT(*) FROM sessions WHERE ended_at IS NULL")
  ((open == 0)) || fail "SIGTERM at write $when: the session was not closed in the profile"
  grep -q 'Session ended by SIGTERM' "$session_dir/out" || fail "SIGTERM at write $when: no clean end"
done
case_pass

# ---- Items 2 and 3: one file under two names, and a lock that must not be stolen -------------------------------

case_begin "a hard link: a second session on the same profile, or on another, is refused in one line"
db="$case_dir/a.sqlite3"
new_profile "$db"
ln "$db" "$case_dir/b.sqlite3"
session_start "$case_dir.aux/s" --db "$db"
wait_lines "$case_dir.aux/s/out" "^Type 'bet 10'" 1 || fail "the first session did not start"
for profile in default other; do
  bj play --db "$case_dir/b.sqlite3" --profile "$profile"
  files_tried=$((files_tried + 1))
  expect_status 1 "$bj_status" "a session on profile $profile through the hard link"
  one_line "$err" "profile $profile through the hard link"
  [[ ! -s $out ]] || fail "profile $profile through the hard link played: $(head -n 3 "$out")"
done
session_round || fail "the first session cannot play on"
session_send quit
session_end
expect_status 0 "$session_status" "the first session"
check_db "$db" "after the hard-link sessions"
((db_rounds == 4)) || fail "after the hard-link sessions: $db_rounds rounds, expected 4"
# Once the first session is over, the other name may be used.
bj play --db "$case_dir/b.sqlite3" --profile other
expect_status 0 "$bj_status" "the hard link once the first session ended"
case_pass

case_begin "a symlink reaches the same lock: the same profile refused, another profile plays beside"
db="$case_dir/a.sqlite3"
new_profile "$db"
ln -s a.sqlite3 "$case_dir/link.sqlite3"
session_start "$case_dir.aux/s" --db "$db"
wait_lines "$case_dir.aux/s/out" "^Type 'bet 10'" 1 || fail "the first session did not start"
bj play --db "$case_dir/link.sqlite3"
files_tried=$((files_tried + 1))
expect_status 1 "$bj_status" "the same profile through the symlink"
one_line "$err" "the same profile through the symlink"
grep -q 'in use' "$err" || fail "the refusal does not say the profile is in use: $(cat "$err")"
first_session=("$session_dir" "$session_pid" "$session_fd" "$session_waiter")
session_start "$case_dir.aux/t" --db "$case_dir/link.sqlite3" --profile other --seed 3
session_round || fail "profile 'other' through the symlink did not play"
session_send quit
session_end
expect_status 0 "$session_status" "profile 'other' through the symlink"
session_dir=${first_session[0]} session_pid=${first_session[1]} session_fd=${first_session[2]}
session_waiter=${first_session[3]}
session_round || fail "the first session cannot play on"
session_send quit
session_end
expect_status 0 "$session_status" "the first session"
check_db "$db" "after the symlink sessions"
case_pass

case_begin "a bind mount of the file: a session through it is refused while another plays"
if ! is_root; then
  skip "needs root (mount --bind)"
else
  db="$case_dir/a.sqlite3"
  new_profile "$db"
  mkdir -p "$case_dir/other"
  : >"$case_dir/other/m.sqlite3"
  if mount --bind "$db" "$case_dir/other/m.sqlite3"; then
    on_exit "umount '$case_dir/other/m.sqlite3'"
    session_start "$case_dir.aux/s" --db "$db"
    wait_lines "$case_dir.aux/s/out" "^Type 'bet 10'" 1 || fail "the first session did not start"
    for profile in default other; do
      bj play --db "$case_dir/other/m.sqlite3" --profile "$profile"
      files_tried=$((files_tried + 1))
      expect_status 1 "$bj_status" "profile $profile through the bind mount"
      one_line "$err" "profile $profile through the bind mount"
    done
    session_round || fail "the first session cannot play on"
    session_send quit
    session_end
    expect_status 0 "$session_status" "the first session"
    check_db "$db" "after the bind-mount sessions"
  else
    fail "mount --bind failed"
  fi
fi
case_pass

case_begin "a session in its own PID namespace (PID 1 inside) keeps its profile: a session outside is refused"
if ! is_root; then
  skip "needs root (unshare --pid)"
else
  db="$case_dir/a.sqlite3"
  new_profile "$db"
  session_wrapper=(unshare --pid --fork --mount-proc)
  session_start "$case_dir.aux/s" --db "$db"
  session_wrapper=()
  wait_lines "$case_dir.aux/s/out" "^Profile 'default'" 1 || fail "the session in the namespace did not start"
  bj play --db "$db"
  expect_status 1 "$bj_status" "a session outside the namespace"
  one_line "$err" "a session outside the namespace"
  grep -q 'in use' "$err" || fail "the session outside was not refused as in use: $(head -n 2 "$out")"
  session_round || fail "the session in the namespace cannot play on"
  session_round || fail "the session in the namespace cannot play a second round"
  session_send quit
  session_end
  expect_status 0 "$session_status" "the session in the namespace"
  check_db "$db" "after the namespace session"
  ((db_rounds == 5)) || fail "the namespace session's rounds were not all kept: $db_rounds of 5"
fi
case_pass

# ---- Item 4: a damaged file ---------------------------------------------------------------------------------------

case_begin "a damaged page (14 bytes at offset 8200): play, profiles and history refuse it untouched, in one line"
db="$case_dir/damaged.sqlite3"
new_profile "$db" --bankroll 800
printf 'fourteen bytes' | dd of="$db" bs=1 seek=8200 conv=notrunc 2>/dev/null
faults=$((faults + 1))
files_tried=$((files_tried + 1))
sum=$(cksum <"$db")
for command in play profiles history; do
  bj "$command" --db "$db"
  expect_status 1 "$bj_status" "$command on the damaged file"
  one_line "$err" "$command on the damaged file"
  grep -q "$db" "$err" || fail "$command: the line does not name the file"
  grep -q -- '--recover' "$err" || fail "$command: the line does not give the way out (--recover)"
  [[ $(cksum <"$db") == "$sum" ]] || fail "$command changed the damaged file"
done
nothing_beside "$case_dir" damaged.sqlite3
# profiles --recover copies what can be read to a new file, which then plays.
bj profiles --db "$db" --recover "$case_dir/recovered.sqlite3"
expect_status 0 "$bj_status" "profiles --recover"
[[ $(cksum <"$db") == "$sum" ]] || fail "--recover changed the damaged file"
check_db "$case_dir/recovered.sqlite3" "the recovered file"
((db_rounds == 3)) || fail "the recovered file holds $db_rounds rounds, expected 3"
bj play --db "$case_dir/recovered.sqlite3"
expect_status 0 "$bj_status" "play on the recovered file"
grep -q "^Profile 'default': 3 rounds so far" "$out" || fail "the recovered profile: $(head -n 3 "$out")"
case_pass

# ---- Item 5: files that are not ours, or not files ----------------------------------------------------------------

case_begin "a foreign SQLite file with a 'profiles' table and user_version 1: refused, not switched to WAL"
db="$case_dir/foreign.sqlite3"
sqlite3 "$db" "CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO profiles VALUES (1, 'x');
  PRAGMA user_version = 1;"
files_tried=$((files_tried + 1))
sum=$(cksum <"$db")
for command in play profiles history; do
  bj "$command" --db "$db"
  expect_status 1 "$bj_status" "$command on the foreign file"
  one_line "$err" "$command on the foreign file"
  [[ $(cksum <"$db") == "$sum" ]] || fail "$command changed the foreign file (header bytes 18-19: $(od -An -tu1 -j18 -N2 "$db"))"
done
nothing_beside "$case_dir" foreign.sqlite3
case_pass

case_begin "a newer schema with a pending write-ahead log: refused, not checkpointed"
db="$case_dir/newer.sqlite3"
new_profile "$db"
# A connection that stays open while the copy is taken, so the copy has the newer version only in its log.
sqlite3 "$db" "PRAGMA user_version = 99;" ".shell cp '$db' '$case_dir/pending.sqlite3'; cp '$db-wal' '$case_dir/pending.sqlite3-wal'"
db="$case_dir/pending.sqlite3"
files_tried=$((files_tried + 1))
sum=$(cat "$db" "$db-wal" | cksum)
for command in play profiles history; do
  bj "$command" --db "$db"
  expect_status 1 "$bj_status" "$command on the newer file"
  one_line "$err" "$command on the newer file"
  grep -q 'newer' "$err" || fail "$command: the line does not say the file is newer: $(cat "$err")"
  [[ -f $db-wal && $(cat "$db" "$db-wal" | cksum) == "$sum" ]] || fail "$command checkpointed or changed the newer file"
done
case_pass

case_begin "an empty file: profiles and history leave it empty and create nothing; play makes it a database"
db="$case_dir/empty.sqlite3"
: >"$db"
files_tried=$((files_tried + 1))
bj profiles --db "$db"
expect_status 0 "$bj_status" "profiles on an empty file"
grep -q "No profiles in $db" "$out" || fail "profiles on an empty file: $(cat "$out" "$err")"
bj history --db "$db"
expect_status 1 "$bj_status" "history on an empty file"
one_line "$err" "history on an empty file"
[[ ! -s $db ]] || fail "a read-only command wrote $(wc -c <"$db") bytes into the empty file"
nothing_beside "$case_dir" empty.sqlite3
bj play --db "$db"
expect_status 0 "$bj_status" "play on an empty file"
check_db "$db" "play on an empty file"
case_pass

case_begin "read-only commands on a read-only file in a read-only directory: they work and create nothing"
dir="$case_dir/ro"
mkdir -p "$dir"
new_profile "$dir/p.sqlite3"
chmod 0444 "$dir/p.sqlite3"
chmod 0555 "$dir"
chmod 0755 "$case_dir"
chmod o+x "$work"
files_tried=$((files_tried + 1))
sum=$(cksum <"$dir/p.sqlite3")
as_user=()
is_root && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups --)
for command in profiles history; do
  timeout 20 "${as_user[@]}" "$BLACKJACK" "$command" --db "$dir/p.sqlite3" </dev/null >"$out" 2>"$err"
  expect_status 0 $? "$command on a read-only file: $(cat "$err")"
done
grep -q '^#3 ' "$out" || fail "history on a read-only file did not show round 3: $(head -n 3 "$out")"
[[ $(cksum <"$dir/p.sqlite3") == "$sum" ]] || fail "a read-only command changed the file"
nothing_beside "$dir" p.sqlite3
chmod 0755 "$dir"
# While a session plays (its log open), a read-only command sees its rounds and leaves nothing behind it.
chmod 0644 "$dir/p.sqlite3"
session_start "$case_dir.aux/s" --db "$dir/p.sqlite3"
session_round || fail "a round while reading"
bj history --db "$dir/p.sqlite3"
expect_status 0 "$bj_status" "history while a session plays"
grep -q '^#4 ' "$out" || fail "history while a session plays does not show round 4"
session_send quit
session_end
nothing_beside "$dir" p.sqlite3
case_pass

case_begin "a device node, a FIFO or a directory as --db: refused in one line, nothing created beside it"
mkfifo "$case_dir/fifo"
mkdir "$case_dir/dir"
nodes=(fifo dir)
if is_root; then
  mknod "$case_dir/null" c 1 3
  nodes+=(null)
fi
for node in "${nodes[@]}"; do
  for command in play profiles history; do
    bj "$command" --db "$case_dir/$node"
    files_tried=$((files_tried + 1))
    expect_status 1 "$bj_status" "$command --db $node"
    one_line "$err" "$command --db $node"
    grep -q 'not a regular file' "$err" || fail "$command --db $node: $(head -c 300 "$err")"
  done
done
is_root || skip "the device node needs root (mknod)"
nothing_beside "$case_dir" "${nodes[@]}"
case_pass

# ---- Item 10 in the pipe reader: SIGTERM and SIGHUP at the prompt -------------------------------------------------

for signal in TERM HUP; do
  case_begin "SIG$signal at the prompt mid-round: the round is kept, the session closed, the signal's exit status"
  db="$case_dir/p.sqlite3"
  new_profile "$db"
  session_start "$case_dir.aux/s" --db "$db"
  session_deal || fail "the deal"
  sleep 0.2
  session_kill "$signal"
  want=$((128 + $(kill -l "$signal")))
  expect_status "$want" "$session_status" "SIG$signal"
  check_db "$db" "after SIG$signal"
  ((db_in_progress == 1 || db_rounds == 4)) || fail "SIG$signal: the round in progress was not kept"
  open=$(sqlite3 "$case_dir.aux/check/db" "SELECT COUNT(*) FROM sessions WHERE ended_at IS NULL")
  ((open == 0)) || fail "SIG$signal: the session was not closed in the profile"
  bj play --db "$db"
  ! grep -q 'killed or crashed' "$out" || fail "SIG$signal: the next session says the last one crashed"
  case_pass
done
