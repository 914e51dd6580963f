"""Files for other tools and services: the print-shop PDF (one card a page, TrimBox and
BleedBox) and Tabletop Simulator sheets. Each module writes one kind of export."""
