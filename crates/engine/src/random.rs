//! A small, seedable pseudo-random generator (SplitMix64) for the weaker
//! levels' noise. Seeded by the caller, so that a game can be replayed and
//! so that no system source of randomness is needed in wasm. Public so that
//! tests elsewhere (random games) use this one generator, not a copy.

/// A SplitMix64 generator.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in 0..n (0 when n is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    /// Roughly normal, mean 0 and standard deviation 1: the sum of four
    /// uniforms, centred and scaled (bounded, which suits game noise).
    pub fn gaussian(&mut self) -> f64 {
        let sum: f64 = (0..4).map(|_| self.next_f64()).sum();
        (sum - 2.0) * 3f64.sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_spread() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        assert_eq!(a.next_u64(), b.next_u64());
        let samples: Vec<f64> = (0..2000).map(|_| a.gaussian()).collect();
        let mean = samples.iter().sum::<f64>() / samples.len() as f64;
        let var = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / samples.len() as f64;
        assert!(mean.abs() < 0.1, "{mean}");
        assert!((var - 1.0).abs() < 0.15, "{var}");
        assert!((0..100).all(|_| a.below(5) < 5));
        assert_eq!(a.below(0), 0);
    }
}
