/* RLV_API marks what the rlv libraries export: every function declared in include/rlv/.
 * The libraries are compiled with hidden visibility (CMakeLists.txt), so every other
 * function stays internal to them, also when they are linked into a shared library. */
#ifndef RLV_API_H
#define RLV_API_H

#if defined(__GNUC__) || defined(__clang__)
#define RLV_API __attribute__((visibility("default")))
#else
#define RLV_API
#endif

/* Frees what a library function returned malloc'ed (a message, a name, a line of text):
 * each allocation has one owner, and the library's are freed by the library. NULL is a
 * no-op. */
RLV_API void rlv_free(void *ptr);

#endif
