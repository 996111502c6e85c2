/* Output files written whole or not at all: a temporary beside the target, synced, checked
 * and renamed over it (rename(2) replaces a file atomically within one file system).
 * Plain write(2) rather than stdio, so that the first failure's errno is the one reported. */
#define _XOPEN_SOURCE 700 /* mkstemp, fsync, fchmod, lstat, realpath */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "model/util.h"
#include "rlv/outfile.h"

struct rlv_outfile {
  int fd;
  int err;      /* the first write's errno, 0 while all is well */
  char *shown;  /* the path as given, for messages */
  char *target; /* the file to replace: the path, or a symbolic link's target */
  char *temp;   /* the temporary renamed over target; NULL when written in place */
  bool is_stdout;
};

static void outfile_free(rlv_outfile *f) {
  free(f->shown);
  free(f->target);
  free(f->temp);
  free(f);
}

/* The message for a failure; says that the target kept its contents when it did. */
static char *failure(const rlv_outfile *f, const char *what, int err) {
  return rlv_strf("cannot write %s%s%s: %s%s%s%s", f->is_stdout ? "" : "'",
                  f->is_stdout ? "standard output" : f->shown, f->is_stdout ? "" : "'",
                  what ? what : "", what ? ": " : "", strerror(err),
                  f->temp ? "; the file is left as it was" : "");
}

/* Writing through a symbolic link replaces the file it names, not the link. */
static char *resolve_link(const char *path) {
  struct stat st;
  if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
    char *real = realpath(path, NULL);
    if (real) {
      char *copy = rlv_xstrdup(real);
      free(real);
      return copy;
    }
  }
  return rlv_xstrdup(path);
}

/* The mode open(2) gives a new file: 0666 less the umask, which can only be read by setting
 * it (and is put back at once; the CLI that writes files runs one thread). */
static mode_t new_file_mode(void) {
  mode_t mask = umask(022);
  umask(mask);
  return 0666 & ~mask;
}

/* Opens a fresh temporary beside f->target; the error message on failure. */
static char *open_temp(rlv_outfile *f, bool exists, mode_t mode) {
  const char *slash = strrchr(f->target, '/');
  int dir_len = slash ? (int)(slash - f->target + 1) : 0;
  f->temp = rlv_strf("%.*s.rlv-XXXXXX", dir_len, f->target);
  f->fd = mkstemp(f->temp);
  if (f->fd < 0) {
    int err = errno;
    char *what = rlv_strf("cannot create a file in '%.*s'", dir_len ? dir_len : 1,
                          dir_len ? f->target : ".");
    char *error = failure(f, what, err);
    free(what);
    return error;
  }
  /* mkstemp makes the file 0600; the result should look like any file rlv writes. */
  (void)fchmod(f->fd, exists ? mode & 0777 : new_file_mode());
  return NULL;
}

rlv_outfile *rlv_outfile_open(const char *path, char **error) {
  *error = NULL;
  rlv_outfile *f = rlv_xcalloc(1, sizeof *f);
  f->shown = rlv_xstrdup(path);
  if (strcmp(path, "-") == 0) {
    fflush(stdout); /* what stdio holds comes first */
    f->fd = STDOUT_FILENO;
    f->is_stdout = true;
    return f;
  }
  f->target = resolve_link(path);
  struct stat st;
  bool exists = stat(f->target, &st) == 0;
  if (exists && S_ISDIR(st.st_mode)) {
    *error = failure(f, NULL, EISDIR);
  } else if (exists && !S_ISREG(st.st_mode)) {
    /* A device or FIFO cannot be replaced, and holds nothing to lose. */
    f->fd = open(f->target, O_WRONLY | O_TRUNC);
    if (f->fd < 0)
      *error = failure(f, NULL, errno);
  } else if (exists && access(f->target, W_OK) != 0) {
    /* A rename would replace a file that a plain write may not change: refuse as open would. */
    *error = failure(f, NULL, errno);
  } else {
    *error = open_temp(f, exists, st.st_mode);
  }
  if (*error) {
    outfile_free(f);
    return NULL;
  }
  return f;
}

bool rlv_outfile_write(rlv_outfile *f, const void *data, size_t n) {
  const char *p = data;
  while (n && !f->err) {
    ssize_t done = write(f->fd, p, n);
    if (done < 0 && errno != EINTR)
      f->err = errno;
    else if (done > 0) {
      p += done;
      n -= (size_t)done;
    }
  }
  return !f->err;
}

/* Makes the rename itself durable: the folder's entry is synced (best effort). */
static void sync_folder(const char *target) {
  const char *slash = strrchr(target, '/');
  char *dir = slash ? rlv_xstrndup(target, (size_t)(slash - target + 1)) : rlv_xstrdup(".");
  int fd = open(dir, O_RDONLY);
  if (fd >= 0) {
    (void)fsync(fd);
    close(fd);
  }
  free(dir);
}

bool rlv_outfile_commit(rlv_outfile *f, char **error) {
  *error = NULL;
  const char *what = NULL;
  int err = f->err;
  if (!err && f->temp && fsync(f->fd) != 0)
    err = errno;
  if (!f->is_stdout && close(f->fd) != 0 && !err)
    err = errno; /* NFS and quotas may report a full disk only at close */
  if (!err && f->temp && rename(f->temp, f->target) != 0) {
    err = errno;
    what = "cannot rename the temporary file over it";
  }
  if (err) {
    *error = failure(f, what, err);
    if (f->temp)
      unlink(f->temp);
  } else if (f->temp) {
    sync_folder(f->target);
  }
  outfile_free(f);
  return !err;
}

void rlv_outfile_discard(rlv_outfile *f) {
  if (!f->is_stdout)
    close(f->fd);
  if (f->temp)
    unlink(f->temp);
  outfile_free(f);
}
