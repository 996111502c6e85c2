# lit configuration for rlv's IR tests.
import os
import lit.formats

config.name = "rlv"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test"]
config.test_source_root = os.path.join(config.rlv_src_dir, "tests", "lit")
config.test_exec_root = os.path.join(config.rlv_bin_dir, "tests", "lit-out")
config.excludes = ["Inputs"]

config.substitutions.append(("%expect-exit", config.python + " " + os.path.join(config.rlv_src_dir, "tests", "scripts", "expect_exit.py")))
config.substitutions.append(("%builddir", config.rlv_bin_dir))
config.substitutions.append(("%rlv", os.path.join(config.rlv_bin_dir, "rlv")))
config.substitutions.append(("%FileCheck", config.filecheck))
config.substitutions.append(("%opt", config.opt))
config.substitutions.append(("%not", config.not_tool))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("%corpus-real", os.path.join(config.rlv_shared_dir, "corpus-real")))
config.substitutions.append(("%corpus", os.path.join(config.rlv_src_dir, "corpus")))
config.substitutions.append(("%scripts", os.path.join(config.rlv_src_dir, "tests", "scripts")))

# Sanitizer builds: leaks are findings.
config.environment["ASAN_OPTIONS"] = "detect_leaks=1:abort_on_error=0"
config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
