/* A child program run without a shell (fork + exec), in its own process group, under a
 * wall-clock and CPU limit: opt and llvm-reduce are never trusted to end by themselves. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "model/util.h"
#include "triage/triage_private.h"

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* In the child, between fork and exec: only async-signal-safe calls. */
static void redirect(int fd, const char *path, int flags) {
  int f = open(path ? path : "/dev/null", flags, 0644);
  if (f < 0)
    _exit(126);
  if (f != fd) {
    dup2(f, fd);
    close(f);
  }
}

bool tr_run_child(char *const argv[], const char *out_path, const char *err_path,
                  unsigned timeout_s, tr_child *r) {
  memset(r, 0, sizeof *r);
  /* The exec error comes back through a close-on-exec pipe: empty when exec succeeded. */
  int pipefd[2];
  if (pipe(pipefd) != 0) {
    r->error = rlv_strf("pipe: %s", strerror(errno));
    return false;
  }
  fcntl(pipefd[1], F_SETFD, FD_CLOEXEC);
  pid_t pid = fork();
  if (pid < 0) {
    r->error = rlv_strf("fork: %s", strerror(errno));
    close(pipefd[0]);
    close(pipefd[1]);
    return false;
  }
  if (pid == 0) {
    close(pipefd[0]);
    setpgid(0, 0);
    struct rlimit cpu = {timeout_s + 1, timeout_s + 2};
    setrlimit(RLIMIT_CPU, &cpu);
    redirect(0, NULL, O_RDONLY);
    redirect(1, out_path, O_WRONLY | O_CREAT | O_TRUNC);
    redirect(2, err_path, O_WRONLY | O_CREAT | O_TRUNC);
    execvp(argv[0], argv);
    int e = errno;
    ssize_t w = write(pipefd[1], &e, sizeof e);
    (void)w;
    _exit(127);
  }
  close(pipefd[1]);
  setpgid(pid, pid); /* also here: no race with the child's own call */
  int exec_errno = 0;
  ssize_t n;
  do
    n = read(pipefd[0], &exec_errno, sizeof exec_errno);
  while (n < 0 && errno == EINTR);
  close(pipefd[0]);
  double deadline = now_s() + (timeout_s ? timeout_s : 600);
  int status = 0;
  long sleep_ns = 1000000;
  for (;;) {
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid)
      break;
    if (w < 0 && errno != EINTR) {
      r->error = rlv_strf("waitpid: %s", strerror(errno));
      return false;
    }
    if (now_s() > deadline && !r->timed_out) {
      r->timed_out = true;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
    }
    struct timespec ts = {0, sleep_ns};
    nanosleep(&ts, NULL);
    if (sleep_ns < 50000000)
      sleep_ns *= 2;
  }
  if (r->timed_out) {
    return false;
  }
  if (n == (ssize_t)sizeof exec_errno) {
    r->error = rlv_strf("cannot run %s: %s", argv[0], strerror(exec_errno));
    return false;
  }
  r->started = true;
  if (WIFEXITED(status))
    r->exit_code = WEXITSTATUS(status);
  else if (WIFSIGNALED(status))
    r->signal = WTERMSIG(status);
  return WIFEXITED(status) && r->exit_code == 0;
}

char *tr_child_describe(const tr_child *c) {
  if (c->error)
    return rlv_xstrdup(c->error);
  if (c->timed_out)
    return rlv_xstrdup("killed at the time limit");
  if (c->signal)
    return rlv_strf("killed by signal %d", c->signal);
  return rlv_strf("exit %d", c->exit_code);
}

void tr_child_free(tr_child *c) {
  free(c->error);
  c->error = NULL;
}
