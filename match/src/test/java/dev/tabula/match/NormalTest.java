package dev.tabula.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

// Reference values from an independent implementation: Python's math.erf / math.erfc (the C
// library's) and statistics.NormalDist().inv_cdf (Wichura's AS241).
class NormalTest {

  @ParameterizedTest
  @CsvSource({
    "0.1, 0.1124629160182849, 0.8875370839817152",
    "0.5, 0.5204998778130465, 0.4795001221869535",
    "1, 0.8427007929497149, 0.15729920705028513",
    "2, 0.9953222650189527, 0.004677734981047265",
    "0.99, 0.8385080695553698, 0.1614919304446302",
    "1.01, 0.8468104962282768, 0.1531895037717233",
    "3, 0.9999779095030014, 2.2090496998585438e-05",
    "4, 0.9999999845827421, 1.541725790028002e-08",
    "5, 0.9999999999984626, 1.5374597944280351e-12",
    "6, 1.0, 2.1519736712498916e-17",
    "10, 1.0, 2.088487583762545e-45",
    "26, 1.0, 5.663192408856143e-296"
  })
  void erfAndErfc_knownValues(double x, double erf, double erfc) {
    assertEquals(erf, Normal.erf(x), 1e-15, "erf " + x);
    assertEquals(-erf, Normal.erf(-x), 1e-15, "erf " + -x);
    assertEquals(erfc, Normal.erfc(x), erfc * 1e-13, "erfc " + x);
    assertEquals(2 - erfc, Normal.erfc(-x), 1e-15, "erfc " + -x);
  }

  @Test
  void erf_edges() {
    assertEquals(0.0, Normal.erf(0));
    assertEquals(1.0, Normal.erf(Double.POSITIVE_INFINITY));
    assertEquals(-1.0, Normal.erf(Double.NEGATIVE_INFINITY));
    assertEquals(0.0, Normal.erfc(Double.POSITIVE_INFINITY));
    assertTrue(Double.isNaN(Normal.erf(Double.NaN)));
    assertTrue(Double.isNaN(Normal.erfc(Double.NaN)));
  }

  @Test
  void cdf_knownValues() {
    assertEquals(0.5, Normal.cdf(0));
    assertEquals(0.15865525393145707, Normal.cdf(-1), 5e-16);
    assertEquals(0.9331927987311419, Normal.cdf(1.5), 5e-16);
    assertEquals(0.9986501019683699, Normal.cdf(3), 5e-16);
    // The lower tail keeps its relative precision.
    assertEquals(7.619853024160527e-24, Normal.cdf(-10), 7.6e-24 * 1e-12);
  }

  @ParameterizedTest
  @CsvSource({
    "1e-300, -37.0470962993612",
    "1e-20, -9.262340089798405",
    "1e-10, -6.361340902404056",
    "1e-05, -4.2648907939228256",
    "0.01, -2.3263478740408408",
    "0.02425, -1.9729610513118845",
    "0.025, -1.9599639845400538",
    "0.1, -1.2815515655446008",
    "0.3, -0.5244005127080407",
    "0.5, 0.0",
    "0.7, 0.5244005127080407",
    "0.975, 1.9599639845400536",
    "0.999, 3.090232306167813"
  })
  void quantile_knownValues(double p, double x) {
    assertEquals(x, Normal.quantile(p), 1e-14 * Math.max(1, Math.abs(x)), "quantile " + p);
  }

  @Test
  void quantile_edges() {
    assertEquals(Double.NEGATIVE_INFINITY, Normal.quantile(0));
    assertEquals(Double.POSITIVE_INFINITY, Normal.quantile(1));
    assertTrue(Double.isNaN(Normal.quantile(-0.1)));
    assertTrue(Double.isNaN(Normal.quantile(1.1)));
    assertTrue(Double.isNaN(Normal.quantile(Double.NaN)));
    assertTrue(Normal.quantile(Double.MIN_VALUE) < -38);
  }

  @Test
  void quantile_invertsCdf() {
    // Above about 5, Φ(x) is so close to 1 that x cannot be recovered from it in doubles.
    for (double x = -8; x <= 5; x += 0.01) {
      assertEquals(x, Normal.quantile(Normal.cdf(x)), 1e-9 * Math.max(1, Math.abs(x)), "x " + x);
    }
  }
}
