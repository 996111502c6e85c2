/* JSON string output that is always one valid UTF-8 document, whatever bytes the input,
 * its file names or LLVM's printed IR hold. Every JSON and SARIF writer uses these. */
#ifndef RLV_JSON_H
#define RLV_JSON_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Writes s as a JSON string literal (NULL writes null). Well-formed UTF-8 passes through;
 * each maximal ill-formed subsequence becomes U+FFFD (Unicode's recommended practice);
 * '"', '\\', control characters and DEL are escaped. */
RLV_API void rlv_json_string(FILE *out, const char *s);
/* Whether s is well-formed UTF-8, i.e. rlv_json_string writes it unaltered. */
RLV_API bool rlv_utf8_valid(const char *s);
/* Writes the bytes of s as a JSON string of two lowercase hex digits per byte. */
RLV_API void rlv_json_hex(FILE *out, const char *s);
/* For a file name: when s is not well-formed UTF-8, writes `,"<key>":` and rlv_json_hex(s),
 * so the exact name survives the U+FFFD replacement; nothing otherwise (and for NULL). */
RLV_API void rlv_json_bytes_member(FILE *out, const char *key, const char *s);
/* Writes a file name as a JSON string holding a URI reference (RFC 3986; SARIF's
 * artifactLocation.uri): unreserved characters and '/' stay, every other byte becomes %XX,
 * so spaces, '#', '%' and bytes that are not UTF-8 survive exactly. */
RLV_API void rlv_json_uri(FILE *out, const char *path);

#ifdef __cplusplus
}
#endif
#endif
