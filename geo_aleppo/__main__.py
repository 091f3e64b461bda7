"""``python -m geo_aleppo``: the ``geo-aleppo`` command."""

import sys

from .cli import main

sys.exit(main())
