/* The one JSON string escaper: validates UTF-8 so that no consumer's parser ever fails on
 * bytes that came from a file name or from the IR. */

#include "rlv/json.h"

/* The length of the well-formed UTF-8 sequence at p, or 0 when it is ill-formed, with *skip
 * the length of its maximal ill-formed subpart (Unicode 16, section 3.9: one U+FFFD each).
 * The string's NUL stops every scan: it is never a continuation byte. */
static size_t utf8_sequence(const unsigned char *p, size_t *skip) {
  unsigned char c = p[0], lo = 0x80, hi = 0xBF;
  size_t n;
  if (c < 0x80)
    return 1;
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    lo = c == 0xE0 ? 0xA0 : 0x80; /* no overlong forms */
    hi = c == 0xED ? 0x9F : 0xBF; /* no UTF-16 surrogates */
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    lo = c == 0xF0 ? 0x90 : 0x80;
    hi = c == 0xF4 ? 0x8F : 0xBF; /* nothing above U+10FFFF */
  } else {
    *skip = 1;
    return 0;
  }
  for (size_t i = 1; i < n; i++) {
    unsigned char b = p[i];
    if (b < (i == 1 ? lo : 0x80) || b > (i == 1 ? hi : 0xBF)) {
      *skip = i;
      return 0;
    }
  }
  return n;
}

bool rlv_utf8_valid(const char *s) {
  const unsigned char *p = (const unsigned char *)s;
  while (*p) {
    size_t skip, n = utf8_sequence(p, &skip);
    if (!n)
      return false;
    p += n;
  }
  return true;
}

/* The escape for an ASCII byte that may not appear raw in a JSON string, or NULL. */
static const char *ascii_escape(unsigned char c, char buf[8]) {
  switch (c) {
  case '"': return "\\\"";
  case '\\': return "\\\\";
  case '\n': return "\\n";
  case '\r': return "\\r";
  case '\t': return "\\t";
  case '\b': return "\\b";
  case '\f': return "\\f";
  default:
    if (c >= 0x20 && c != 0x7f)
      return NULL;
    snprintf(buf, 8, "\\u%04x", c);
    return buf;
  }
}

void rlv_json_string(FILE *out, const char *s) {
  if (!s) {
    fputs("null", out);
    return;
  }
  fputc('"', out);
  /* Runs of bytes that need nothing are written in one call. */
  const unsigned char *p = (const unsigned char *)s, *run = p;
  while (*p) {
    char buf[8];
    const char *esc = NULL;
    size_t skip = 0, n = *p < 0x80 ? 1 : utf8_sequence(p, &skip);
    if (n == 1)
      esc = ascii_escape(*p, buf);
    if (n && !esc) {
      p += n;
      continue;
    }
    fwrite(run, 1, (size_t)(p - run), out);
    fputs(esc ? esc : "\xEF\xBF\xBD", out); /* U+FFFD REPLACEMENT CHARACTER */
    p += n ? n : skip;
    run = p;
  }
  fwrite(run, 1, (size_t)(p - run), out);
  fputc('"', out);
}

void rlv_json_hex(FILE *out, const char *s) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++)
    fprintf(out, "%02x", *p);
  fputc('"', out);
}

void rlv_json_bytes_member(FILE *out, const char *key, const char *s) {
  if (!s || rlv_utf8_valid(s))
    return;
  fputc(',', out);
  rlv_json_string(out, key);
  fputc(':', out);
  rlv_json_hex(out, s);
}

void rlv_json_uri(FILE *out, const char *path) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    bool keep = (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
                *p == '-' || *p == '.' || *p == '_' || *p == '~' || *p == '/';
    if (keep)
      fputc(*p, out);
    else
      fprintf(out, "%%%02X", *p);
  }
  fputc('"', out);
}
