//! Material signatures: how many men and kings each side has, seen from the side to move.

use std::fmt;
use std::str::FromStr;

/// The pieces of a position from the point of view of the side to move ("own") and of the
/// other side ("opp"). A database covers one material: every placement of those pieces with
/// the side that has `own_*` to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    pub own_men: u8,
    pub own_kings: u8,
    pub opp_men: u8,
    pub opp_kings: u8,
}

impl Material {
    pub const fn new(own_men: u8, own_kings: u8, opp_men: u8, opp_kings: u8) -> Material {
        Material {
            own_men,
            own_kings,
            opp_men,
            opp_kings,
        }
    }

    pub fn pieces(self) -> u32 {
        u32::from(self.own_men + self.own_kings + self.opp_men + self.opp_kings)
    }

    pub fn men(self) -> u32 {
        u32::from(self.own_men + self.opp_men)
    }

    /// The same pieces with the other side to move.
    pub fn flipped(self) -> Material {
        Material::new(self.opp_men, self.opp_kings, self.own_men, self.own_kings)
    }

    /// Whether both sides have the same pieces (the material is its own flip).
    pub fn is_symmetric(self) -> bool {
        self == self.flipped()
    }

    /// Every material with `pieces` pieces, each side having at least one.
    ///
    /// ```
    /// // Two pieces: a man or a king each side.
    /// assert_eq!(egtb::Material::all(2).len(), 4);
    /// ```
    pub fn all(pieces: u32) -> Vec<Material> {
        let mut out = Vec::new();
        let n = pieces as u8;
        for own in 1..n {
            let opp = n - own;
            for own_men in 0..=own {
                for opp_men in 0..=opp {
                    out.push(Material::new(
                        own_men,
                        own - own_men,
                        opp_men,
                        opp - opp_men,
                    ));
                }
            }
        }
        out
    }

    /// The materials a build makes, in an order where every material comes after those its
    /// moves can lead to (fewer pieces, or as many with fewer men: a crowning), each material
    /// with its flip (they are built together).
    pub fn build_order(max_pieces: u32) -> Vec<Material> {
        let mut all: Vec<Material> = (2..=max_pieces).flat_map(Material::all).collect();
        all.sort_by_key(|m| (m.pieces(), m.men(), *m.min(&m.flipped()), *m));
        all
    }
}

impl fmt::Display for Material {
    /// `MKKvK`: the side to move's men (M) and kings (K), then the other side's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |men: u8, kings: u8| "M".repeat(men as usize) + &"K".repeat(kings as usize);
        write!(
            f,
            "{}v{}",
            side(self.own_men, self.own_kings),
            side(self.opp_men, self.opp_kings)
        )
    }
}

/// The text is not a material such as `MKKvK`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a material: write the side to move's men (M) then kings (K), `v`, then the other side's, e.g. MKKvK"
)]
pub struct BadMaterial(pub String);

impl FromStr for Material {
    type Err = BadMaterial;

    fn from_str(text: &str) -> Result<Material, BadMaterial> {
        let bad = || BadMaterial(text.to_string());
        let (own, opp) = text.split_once(['v', 'V']).ok_or_else(bad)?;
        let side = |s: &str| -> Option<(u8, u8)> {
            let s = s.to_ascii_uppercase();
            let men = s.chars().take_while(|&c| c == 'M').count();
            let kings = s.chars().skip(men).take_while(|&c| c == 'K').count();
            (men + kings == s.len() && men + kings > 0 && s.len() < 16)
                .then_some((men as u8, kings as u8))
        };
        let (own_men, own_kings) = side(own).ok_or_else(bad)?;
        let (opp_men, opp_kings) = side(opp).ok_or_else(bad)?;
        Ok(Material::new(own_men, own_kings, opp_men, opp_kings))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for m in Material::build_order(5) {
            assert_eq!(m.to_string().parse::<Material>(), Ok(m));
        }
        assert!("MKv".parse::<Material>().is_err());
        assert!("MXvK".parse::<Material>().is_err());
    }

    #[test]
    fn build_order_puts_successors_first() {
        let order = Material::build_order(5);
        let position = |m: Material| order.iter().position(|&x| x == m.min(m.flipped()));
        for &m in &order {
            // A crowning: one man fewer, one king more, on either side.
            if m.own_men > 0 {
                let crowned = Material::new(m.own_men - 1, m.own_kings + 1, m.opp_men, m.opp_kings);
                assert!(position(crowned) < position(m), "{crowned} before {m}");
            }
        }
        assert_eq!(
            order.len(),
            (2..=5).map(|n| Material::all(n).len()).sum::<usize>()
        );
    }
}
