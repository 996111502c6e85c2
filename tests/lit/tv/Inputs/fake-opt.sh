#!/bin/sh
# A stand-in for opt (rlv tv --opt=...): ignores its arguments and writes, as opt
# -print-changed -print-module-scope does on standard error, a start module (BEFORE), a pass
# that changed nothing, and a "BrokenPass" whose module is AFTER. usage via the environment:
# FAKE_OPT_BEFORE, FAKE_OPT_AFTER (files); FAKE_OPT_GARBAGE=1 writes a dump that is not IR.
{
  echo "*** IR Dump At Start ***"
  cat "$FAKE_OPT_BEFORE"
  echo "*** IR Dump After GoodPass on main omitted because no change ***"
  echo "*** IR Pass PassManager<Function> on main ignored ***"
  echo "*** IR Dump After BrokenPass on main ***"
  if [ -n "$FAKE_OPT_GARBAGE" ]; then echo "define void @main( {"; else cat "$FAKE_OPT_AFTER"; fi
} >&2
