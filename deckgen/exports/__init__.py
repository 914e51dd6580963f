"""Files for other tools and services: the print-shop PDF (one card a page, TrimBox and
BleedBox), what a print service takes (presets in ``templates/print/services/``) and
Tabletop Simulator sheets. Each module writes one kind of export."""
