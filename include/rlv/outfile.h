/* Output files that are never left half-written: a file is written to a temporary beside it
 * and renamed over it only when every byte reached the disk, so `rlv lower X -o X` is safe
 * and a failure (a full disk, a missing folder) leaves the old file as it was. */
#ifndef RLV_OUTFILE_H
#define RLV_OUTFILE_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct rlv_outfile rlv_outfile;

/* Starts writing `path`: "-" is standard output; a device or FIFO (/dev/null, /dev/stdout)
 * is written in place; anything else goes to a fresh temporary file in the target's folder
 * (a symbolic link's target's folder), which takes the target's permissions or, for a new
 * file, those open(2) would give; an existing file the caller may not write is refused, as
 * open(2) would refuse it. NULL on failure, with *error a message to free with rlv_free. */
RLV_API rlv_outfile *rlv_outfile_open(const char *path, char **error);
/* Appends n bytes. After the first failure (ENOSPC, EIO, ...) it writes nothing more and
 * returns false; rlv_outfile_commit reports that failure. */
RLV_API bool rlv_outfile_write(rlv_outfile *file, const void *data, size_t n);
/* Syncs to disk, checks every write and the close, then renames the temporary over the
 * target. Frees `file`. On failure the temporary is removed, the target is untouched, and
 * false is returned with *error a message to free with rlv_free. */
RLV_API bool rlv_outfile_commit(rlv_outfile *file, char **error);
/* Drops what was written (the temporary is removed, the target untouched) and frees `file`. */
RLV_API void rlv_outfile_discard(rlv_outfile *file);

#ifdef __cplusplus
}
#endif
#endif
