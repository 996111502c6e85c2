#define _POSIX_C_SOURCE 200809L
/* Runs a fuzz harness on files or whole directories without a fuzzing engine (the
 * OpenSSL/libxml2 pattern): reproduces a crash from one file, and lets ctest run the
 * harness over the seed corpus. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cannot open %s\n", path);
    return 1;
  }
  size_t cap = 1 << 16, len = 0;
  uint8_t *data = malloc(cap);
  size_t got;
  while (data && (got = fread(data + len, 1, cap - len, f)) > 0) {
    len += got;
    if (len == cap) {
      uint8_t *bigger = realloc(data, cap *= 2);
      if (!bigger) {
        free(data);
        data = NULL;
      } else {
        data = bigger;
      }
    }
  }
  fclose(f);
  if (!data)
    return 1;
  LLVMFuzzerTestOneInput(data, len);
  free(data);
  return 0;
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every regular file in a directory, in name order, so runs are reproducible. */
static int run_dir(const char *dir, unsigned *count) {
  DIR *d = opendir(dir);
  if (!d)
    return 1;
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    if (n == cap) {
      cap = cap ? cap * 2 : 64;
      char **bigger = realloc(names, cap * sizeof *names);
      if (!bigger)
        break;
      names = bigger;
    }
    size_t len = strlen(dir) + strlen(e->d_name) + 2;
    names[n] = malloc(len);
    if (!names[n])
      break;
    snprintf(names[n++], len, "%s/%s", dir, e->d_name);
  }
  closedir(d);
  if (n)
    qsort(names, n, sizeof *names, compare_names);
  int rc = 0;
  for (size_t i = 0; i < n; i++) {
    struct stat st;
    if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
      rc |= run_file(names[i]);
      (*count)++;
    }
    free(names[i]);
  }
  free(names);
  return rc;
}

int main(int argc, char **argv) {
  LLVMFuzzerInitialize(&argc, &argv);
  unsigned count = 0;
  int rc = 0;
  for (int i = 1; i < argc; i++) {
    struct stat st;
    if (stat(argv[i], &st) != 0) {
      fprintf(stderr, "cannot stat %s\n", argv[i]);
      rc = 1;
    } else if (S_ISDIR(st.st_mode)) {
      rc |= run_dir(argv[i], &count);
    } else {
      rc |= run_file(argv[i]);
      count++;
    }
  }
  printf("ran %u inputs\n", count);
  return rc;
}
