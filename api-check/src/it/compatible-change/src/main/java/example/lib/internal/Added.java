package example.lib.internal;

public class Added {}
