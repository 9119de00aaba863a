module example.lib {
  exports example.lib;
}
