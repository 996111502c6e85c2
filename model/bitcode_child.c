/* Bitcode read in a child process: the child parses it with LLVM and sends back textual IR
 * over a pipe, as one record (a tag, a length, the bytes); the parent reads the whole pipe,
 * then reaps the child, and turns a missing record into a diagnostic naming what happened. */
#define _GNU_SOURCE /* pipe2 */
#include "model/bitcode_child.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "model/llvm_handlers.h"
#include "model/util.h"
#include "rlv/clock.h"
#include "rlv/input.h"

enum record_tag {
  TAG_MODULE = 'M', /* textual IR */
  TAG_ERROR = 'E',  /* the reader rejected the bitcode: its message */
  TAG_FATAL = 'F',  /* LLVM reported a fatal error: its reason */
  TAG_MEMORY = 'O', /* an allocation failed (the memory limit): LLVM's reason */
};
#define HEADER_LEN (1 + sizeof(uint64_t))

typedef struct limits {
  unsigned cpu_seconds, wall_seconds;
  size_t memory; /* bytes beyond the address space the process already has */
} limits;

static limits limits_for(size_t len) {
  limits l;
  l.cpu_seconds = RLV_BITCODE_CPU_SECONDS + (unsigned)(len >> 20);
  /* The child cannot use more CPU time than that; wall time runs out only if it blocks. */
  l.wall_seconds = 4 * l.cpu_seconds + 10;
  l.memory = RLV_BITCODE_MEMORY + (len > SIZE_MAX / 128 ? SIZE_MAX / 2 : 64 * len);
  return l;
}

/* ---- the child ---- */

static void write_all(int fd, const void *data, size_t n) {
  const char *p = data;
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      _exit(3); /* the parent is gone */
    p += w;
    n -= (size_t)w;
  }
}

/* Sends the one record and ends the child (it never returns to rlv's code). */
static _Noreturn void send_record(int fd, enum record_tag tag, const char *payload, size_t len) {
  unsigned char header[HEADER_LEN];
  uint64_t n = len;
  header[0] = (unsigned char)tag;
  memcpy(header + 1, &n, sizeof n);
  write_all(fd, header, sizeof header);
  write_all(fd, payload, len);
  _exit(0);
}

static void on_fatal_error(void *fd, const char *reason, bool gen_crash_diag) {
  (void)gen_crash_diag;
  reason = reason ? reason : "";
  send_record((int)(intptr_t)fd, TAG_FATAL, reason, strlen(reason));
}

static void on_bad_alloc(void *fd, const char *reason, bool gen_crash_diag) {
  (void)gen_crash_diag;
  reason = reason ? reason : "";
  send_record((int)(intptr_t)fd, TAG_MEMORY, reason, strlen(reason));
}

/* The address space the process has now (it inherited the parent's), or 0 if unknown. */
static size_t current_address_space(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  unsigned long long pages = 0;
  if (!f)
    return 0;
  if (fscanf(f, "%llu", &pages) != 1)
    pages = 0;
  fclose(f);
  long page = sysconf(_SC_PAGESIZE);
  return page > 0 ? (size_t)pages * (size_t)page : 0;
}

/* Lowers a limit (a hard limit can only go down). */
static void lower_limit(int resource, rlim_t soft, rlim_t hard) {
  struct rlimit now;
  if (getrlimit(resource, &now) != 0)
    return;
  if (now.rlim_max != RLIM_INFINITY && hard > now.rlim_max)
    hard = now.rlim_max;
  if (soft > hard)
    soft = hard;
  struct rlimit want = {soft, hard};
  (void)setrlimit(resource, &want);
}

static void apply_limits(const limits *l) {
  lower_limit(RLIMIT_CORE, 0, 0); /* a crash here is reported, not dumped */
  lower_limit(RLIMIT_CPU, l->cpu_seconds, l->cpu_seconds + 1);
  size_t have = current_address_space();
  if (have && have < SIZE_MAX - l->memory)
    lower_limit(RLIMIT_AS, have + l->memory, have + l->memory);
}

static _Noreturn void child_main(int fd, const char *name, const char *data, size_t len, const limits *l) {
  apply_limits(l);
  /* A crash ends the child by its signal (the parent names it), also where a sanitizer or a
   * fuzzing engine installed handlers in the parent; so does the CPU limit's SIGXCPU. */
  static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGXCPU};
  for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++)
    signal(crash_signals[i], SIG_DFL);
  rlv_llvm_set_fatal_error_handler(on_fatal_error, (void *)(intptr_t)fd);
  rlv_llvm_set_bad_alloc_handler(on_bad_alloc, (void *)(intptr_t)fd);
  rlv_llvm_route_new_failures(); /* this process runs only LLVM */
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(data, len, name, 0);
  LLVMModuleRef module = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext2(ctx, buf, &module, &msg))
    send_record(fd, TAG_ERROR, msg ? msg : "", msg ? strlen(msg) : 0);
  /* Not verified here: the parent's text path verifies, behind its own guards. */
  char *text = LLVMPrintModuleToString(module);
  send_record(fd, TAG_MODULE, text, strlen(text));
}

/* ---- the parent ---- */

typedef struct pipe_read {
  char *data;
  size_t len, cap;
  bool timed_out, too_large;
  int error; /* errno of a failed poll or read, or 0 */
} pipe_read;

/* Reads until end of file (the child exited or closed the pipe), the deadline, or more than
 * a record of the largest input rlv takes. */
static void read_pipe(int fd, double deadline, pipe_read *r) {
  for (;;) {
    double left = deadline - rlv_now_seconds();
    if (left <= 0) {
      r->timed_out = true;
      return;
    }
    struct pollfd p = {.fd = fd, .events = POLLIN};
    int ready = poll(&p, 1, left > 1000 ? 1000000 : (int)(left * 1000) + 1);
    if (ready < 0 && errno != EINTR) {
      r->error = errno;
      return;
    }
    if (ready <= 0)
      continue;
    if (r->cap - r->len < 65536) {
      r->cap = r->cap ? r->cap * 2 : 1 << 20;
      r->data = rlv_xrealloc(r->data, r->cap);
    }
    ssize_t n = read(fd, r->data + r->len, r->cap - r->len - 1); /* room for a NUL */
    if (n < 0 && (errno == EINTR || errno == EAGAIN))
      continue;
    if (n < 0) {
      r->error = errno;
      return;
    }
    if (n == 0)
      return;
    r->len += (size_t)n;
    if (r->len > HEADER_LEN + RLV_MAX_INPUT_BYTES) {
      r->too_large = true;
      return;
    }
  }
}

static const char *signal_name(int sig) {
  switch (sig) {
  case SIGSEGV: return "SIGSEGV";
  case SIGBUS: return "SIGBUS";
  case SIGABRT: return "SIGABRT";
  case SIGILL: return "SIGILL";
  case SIGFPE: return "SIGFPE";
  case SIGTRAP: return "SIGTRAP";
  case SIGSYS: return "SIGSYS";
  case SIGKILL: return "SIGKILL";
  case SIGXCPU: return "SIGXCPU";
  case SIGPIPE: return "SIGPIPE";
  default: return NULL;
  }
}

/* Reports why no record came, from how the child ended. */
static void report_failure(const pipe_read *r, bool reaped, int status, const struct rusage *usage,
                           const limits *l, rlv_diags *diags) {
  if (r->error) {
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot read from the bitcode reader: %s",
               strerror(r->error));
    return;
  }
  if (r->too_large) {
    rlv_report(diags, RLV_RULE_INPUT_TOO_LARGE, NULL,
               "the bitcode's textual IR is larger than the cap of %zu bytes", RLV_MAX_INPUT_BYTES);
    return;
  }
  if (r->timed_out) {
    rlv_report(diags, RLV_RULE_INPUT_LLVM_CRASH, NULL,
               "LLVM's bitcode reader took longer than %u s; rlv stopped it", l->wall_seconds);
    return;
  }
  if (!reaped) {
    rlv_report(diags, RLV_RULE_INPUT_LLVM_CRASH, NULL,
               "LLVM's bitcode reader ended without a result (its exit status is unknown)");
    return;
  }
  double cpu = (double)usage->ru_utime.tv_sec + (double)usage->ru_stime.tv_sec +
               (double)(usage->ru_utime.tv_usec + usage->ru_stime.tv_usec) * 1e-6;
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    if (sig == SIGXCPU || (sig == SIGKILL && cpu >= l->cpu_seconds)) {
      rlv_report(diags, RLV_RULE_INPUT_LLVM_CRASH, NULL,
                 "LLVM's bitcode reader took longer than %u s of CPU time; rlv stopped it",
                 l->cpu_seconds);
    } else if (signal_name(sig)) {
      rlv_report(diags, RLV_RULE_INPUT_LLVM_CRASH, NULL, "LLVM's bitcode reader crashed (%s)",
                 signal_name(sig));
    } else {
      rlv_report(diags, RLV_RULE_INPUT_LLVM_CRASH, NULL, "LLVM's bitcode reader crashed (signal %d)",
                 sig);
    }
    return;
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
    rlv_report(diags, RLV_RULE_INPUT_LLVM_CRASH, NULL, "LLVM's bitcode reader failed (exit status %d)",
               WEXITSTATUS(status));
    return;
  }
  rlv_report(diags, RLV_RULE_INPUT_LLVM_CRASH, NULL, "LLVM's bitcode reader ended without a result");
}

/* Interprets a complete record; false if there is none. */
static bool take_record(pipe_read *r, const limits *l, rlv_bitcode_text *out, rlv_diags *diags) {
  uint64_t n;
  if (r->len < HEADER_LEN)
    return false;
  memcpy(&n, r->data + 1, sizeof n);
  if (n != r->len - HEADER_LEN)
    return false;
  char tag = r->data[0];
  memmove(r->data, r->data + HEADER_LEN, (size_t)n);
  r->data[n] = '\0';
  switch (tag) {
  case TAG_MODULE:
    out->text = r->data;
    out->len = (size_t)n;
    r->data = NULL;
    return true;
  case TAG_ERROR:
    out->parse_error = r->data;
    r->data = NULL;
    return true;
  case TAG_FATAL:
    rlv_report(diags, RLV_RULE_INPUT_LLVM_FATAL, NULL, "LLVM fatal error while reading bitcode: %.*s",
               (int)strcspn(r->data, "\n"), r->data);
    return true;
  case TAG_MEMORY:
    rlv_report(diags, RLV_RULE_INPUT_LLVM_CRASH, NULL,
               "LLVM's bitcode reader exceeded the memory limit of %zu MiB (%.*s)", l->memory >> 20,
               (int)strcspn(r->data, "\n"), r->data);
    return true;
  default:
    return false;
  }
}

rlv_bitcode_text rlv_bitcode_to_text(const char *name, const char *data, size_t len, rlv_diags *diags) {
  rlv_bitcode_text out = {0};
  limits l = limits_for(len);
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) {
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot start the bitcode reader: %s",
               strerror(errno));
    return out;
  }
  /* The child never flushes stdio (it ends in _exit), but LLVM's abort paths might. */
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) {
    int err = errno;
    close(fds[0]);
    close(fds[1]);
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot start the bitcode reader: %s",
               strerror(err));
    return out;
  }
  if (pid == 0) {
    close(fds[0]);
    child_main(fds[1], name, data, len, &l);
  }
  close(fds[1]);
  pipe_read r = {0};
  /* all of it before waiting: no deadlock */
  read_pipe(fds[0], rlv_now_seconds() + l.wall_seconds, &r);
  close(fds[0]);
  bool stopped = r.timed_out || r.too_large || r.error;
  if (stopped)
    kill(pid, SIGKILL);
  int status = 0;
  struct rusage usage = {0};
  pid_t got;
  do
    got = wait4(pid, &status, 0, &usage);
  while (got < 0 && errno == EINTR);
  if (stopped || !take_record(&r, &l, &out, diags))
    report_failure(&r, got == pid, status, &usage, &l, diags);
  free(r.data);
  return out;
}
