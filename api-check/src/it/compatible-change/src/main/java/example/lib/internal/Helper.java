package example.lib.internal;

/** Public, but in an unexported package: not API. */
public class Helper {
  public static int one() {
    return 1;
  }
}
