// Swift access to libedit's readline compatibility layer.
//
// Swift 6 forbids touching mutable C globals directly (they are not concurrency-safe), so every global
// that the REPL reads or writes is reached through a `static inline` accessor declared here.
#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <locale.h>
#include <editline/readline.h>

/// The function readline calls to generate completions (one candidate per call, NULL when done).
typedef char *(*ceditline_completion_entry_t)(const char *text, int state);

static inline void ceditline_set_completion_entry_function(ceditline_completion_entry_t function) {
  rl_completion_entry_function = (rl_compentry_func_t *)function;
}

static inline void ceditline_set_attempted_completion_function(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}

static inline void ceditline_set_attempted_completion_over(int value) {
  rl_attempted_completion_over = value;
}

static inline void ceditline_set_readline_name(const char *name) {
  rl_readline_name = name;
}

static inline void ceditline_set_basic_word_break_characters(const char *characters) {
  rl_basic_word_break_characters = (char *)characters;
}

static inline const char *ceditline_line_buffer(void) {
  return rl_line_buffer;
}

static inline int ceditline_point(void) {
  return rl_point;
}

static inline void ceditline_set_instream(FILE *stream) {
  rl_instream = stream;
}

static inline void ceditline_set_outstream(FILE *stream) {
  rl_outstream = stream;
}

static inline int ceditline_history_length(void) {
  return history_length;
}

/// Whether libedit installs its own signal handlers while reading (0 = no; the REPL handles SIGINT itself).
static inline void ceditline_set_catch_signals(int value) {
  rl_catch_signals = value;
}

/// The character appended after a unique completion (a space by default; 0 for none).
static inline void ceditline_set_completion_append_character(int character) {
  rl_completion_append_character = character;
}

#endif
