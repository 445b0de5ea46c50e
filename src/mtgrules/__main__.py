"""``python -m mtgrules`` runs the command line."""
import sys

from mtgrules.cli import main

sys.exit(main())
