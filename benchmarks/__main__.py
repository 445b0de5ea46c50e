import sys

from benchmarks.run import main

sys.exit(main(sys.argv[1:]))
