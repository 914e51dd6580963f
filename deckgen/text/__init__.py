"""Languages: message catalogs, plural forms, scripts and line breaking. Internal."""
