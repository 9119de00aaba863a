package dev.tabula.match;

/**
 * The standard normal distribution: the error function, the distribution function Φ and its
 * inverse, to about double precision (relative error around 1e-15, in the tails too).
 */
final class Normal {
  private Normal() {}

  private static final double TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);
  private static final double SQRT_2 = Math.sqrt(2);
  private static final double SQRT_2PI = Math.sqrt(2 * Math.PI);

  /**
   * Below this the power series of erf is used (erfc = 1 − erf is then above 0.15, so little
   * precision is lost), above it a continued fraction of erfc.
   */
  private static final double SERIES_LIMIT = 1;

  /**
   * Returns erf(x) = 2/√π ∫₀ˣ e^(−t²) dt.
   *
   * @param x any number
   * @return erf(x) in [-1, 1]; NaN for NaN
   */
  static double erf(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    double a = Math.abs(x);
    double e = a < SERIES_LIMIT ? erfSeries(a) : 1 - erfcFraction(a);
    return Math.copySign(e, x);
  }

  /**
   * Returns erfc(x) = 1 − erf(x), with full relative precision for large positive x.
   *
   * @param x any number
   * @return erfc(x) in [0, 2]; NaN for NaN
   */
  static double erfc(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    if (x < 0) {
      return 1 + erf(-x);
    }
    return x < SERIES_LIMIT ? 1 - erfSeries(x) : erfcFraction(x);
  }

  /**
   * Returns Φ(x), the probability that a standard normal variable is at most x.
   *
   * @param x any number
   * @return Φ(x) in [0, 1]; NaN for NaN
   */
  static double cdf(double x) {
    return erfc(-x / SQRT_2) / 2;
  }

  /**
   * Returns Φ⁻¹(p), the x with Φ(x) = p.
   *
   * @param p a probability
   * @return the quantile; −∞ for 0, +∞ for 1, NaN for NaN or p outside [0, 1]
   */
  static double quantile(double p) {
    if (!(p >= 0 && p <= 1)) {
      return Double.NaN;
    }
    if (p == 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (p == 1) {
      return Double.POSITIVE_INFINITY;
    }
    // Solve for the smaller tail, where Φ has full relative precision, and mirror.
    if (p > 0.5) {
      return -quantile(1 - p);
    }
    double x = acklam(p);
    // Acklam's approximation has a relative error below 1.15e-9; Halley steps on Φ(x) − p make it
    // exact to rounding (each step roughly triples the number of correct digits).
    for (int i = 0; i < 2; i++) {
      double e = cdf(x) - p;
      double u = e * SQRT_2PI * Math.exp(x * x / 2);
      if (!Double.isFinite(u)) {
        break; // beyond about 1e-300 the density underflows; Acklam's value stands
      }
      x -= u / (1 + x * u / 2);
    }
    return x;
  }

  /**
   * erf(x) for 0 ≤ x < 1 by its series with positive terms: erf(x) = 2/√π · e^(−x²) · Σ (2x²)ⁿ x /
   * (1·3·…·(2n+1)), so no digits cancel.
   */
  private static double erfSeries(double x) {
    double twoX2 = 2 * x * x;
    double term = x;
    double sum = x;
    for (int n = 1; term > 1e-17 * sum; n++) {
      term *= twoX2 / (2 * n + 1);
      sum += term;
    }
    return TWO_OVER_SQRT_PI * Math.exp(-x * x) * sum;
  }

  /**
   * erfc(x) for x ≥ 1 by Legendre's continued fraction of the incomplete gamma function Γ(1/2, x²)
   * = √π erfc(x): erfc(x) = x e^(−x²) / √π · 1/(z + 1/2 − (1 · 1/2)/(z + 5/2 − (2 · 3/2)/(z + 9/2 −
   * …))), z = x², evaluated by the modified Lentz method. It converges in under 100 terms at x = 1
   * and faster beyond.
   */
  private static double erfcFraction(double x) {
    if (x == Double.POSITIVE_INFINITY) {
      return 0;
    }
    double z = x * x;
    double tiny = 1e-300;
    double f = z + 0.5;
    double c = f;
    double d = 0;
    for (int n = 1; n < 300; n++) {
      double a = -n * (n - 0.5);
      double b = z + 2 * n + 0.5;
      d = b + a * d;
      d = d == 0 ? tiny : d;
      c = b + a / c;
      c = c == 0 ? tiny : c;
      d = 1 / d;
      double delta = c * d;
      f *= delta;
      if (Math.abs(delta - 1) < 1e-16) {
        break;
      }
    }
    return Math.exp(-z) * x / (Math.sqrt(Math.PI) * f);
  }

  // Peter J. Acklam's rational approximation of the normal quantile (relative error < 1.15e-9).
  private static final double[] A = {
    -3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
    1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00
  };
  private static final double[] B = {
    -5.447609879822406e+01,
    1.615858368580409e+02,
    -1.556989798598866e+02,
    6.680131188771972e+01,
    -1.328068155288572e+01
  };
  private static final double[] C = {
    -7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
    -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00
  };
  private static final double[] D = {
    7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00
  };
  private static final double P_LOW = 0.02425;

  /** Acklam's approximation for 0 < p ≤ 0.5. */
  private static double acklam(double p) {
    if (p < P_LOW) {
      double q = Math.sqrt(-2 * Math.log(p));
      return (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
          / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
    }
    double q = p - 0.5;
    double r = q * q;
    return (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5])
        * q
        / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
  }
}
