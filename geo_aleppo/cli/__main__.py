"""``python -m geo_aleppo.cli``: the ``geo-aleppo`` command."""

import sys

from . import main

sys.exit(main())
