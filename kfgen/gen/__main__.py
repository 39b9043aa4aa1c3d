import sys

from kfgen.gen.main import main

sys.exit(main())
