"""Rule booklets and the quick-reference card: sections composed from the deck and the
rule points in force, per language (``content``), laid out as PDF (``document``), A5
saddle-stitch imposition (``impose``) and the reference card (``refcard``)."""
