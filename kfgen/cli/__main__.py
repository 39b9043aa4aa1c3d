import sys

from kfgen.cli.main import main

sys.exit(main())
