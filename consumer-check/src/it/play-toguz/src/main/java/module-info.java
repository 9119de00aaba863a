/** A user's application as a named module: proves the Tabula module descriptors work. */
module example.toguz {
  requires dev.tabula.toguz;
}
