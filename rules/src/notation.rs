//! Move text: reading what people type (`23x14x5`, `23x5`, `23 × 14`, `c3-d4`, `e2xe4xg4xg6`)
//! and writing moves with their full route.

use crate::Refusal;
use crate::explain::diagnose;
use crate::route::{Route, Stops, legal_capture_routes};
use crate::typed::{Typed, read, route_matches};
use crate::{Move, Position, Square};

impl Position {
    /// Reads move text and finds the one legal move it names.
    ///
    /// Accepts the full route (`23x14x5`), the short form (`23x5`) when only one capture
    /// matches, `×` or `:` for `x`, and spaces. A text that fits several moves is refused
    /// with the full alternatives; any other refusal says which rule stands in the way.
    ///
    /// ```
    /// use rules::{Position, Variant, Refusal};
    /// let pos = Position::from_fen(Variant::English, "B:W18:B14").unwrap();
    /// let mv = pos.parse_move("14 × 23").unwrap();
    /// assert_eq!(pos.move_text(&mv), "14x23");
    /// assert!(matches!(pos.parse_move("14-17"), Err(Refusal::CaptureCompulsory { .. })));
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, Refusal> {
        let typed = read(self.variant, text)?;
        let found = self.matching_moves(&typed);
        match found.len() {
            1 => Ok(found[0]),
            0 => Err(diagnose(self, &typed)),
            _ => Err(Refusal::Ambiguous {
                text: text.trim().to_string(),
                alternatives: found.iter().map(|m| self.move_text(m)).collect(),
            }),
        }
    }

    /// The legal moves the typed squares could mean.
    pub(crate) fn matching_moves(&self, typed: &Typed) -> Vec<Move> {
        let legal = self.legal_moves();
        let mut found: Vec<Move> = Vec::new();
        if legal.iter().any(|m| m.is_capture()) {
            let routes = legal_capture_routes(self, Stops::Every);
            // A route given in full names its move, even where a longer capture passes the
            // same squares (free-choice variants let a player stop a shorter one).
            let exact: Vec<&Route> = routes
                .iter()
                .filter(|r| r.squares == typed.squares)
                .collect();
            let candidates: Vec<&Route> = if exact.is_empty() {
                routes
                    .iter()
                    .filter(|r| route_matches(&r.squares, &typed.squares))
                    .collect()
            } else {
                exact
            };
            for route in candidates {
                let mv = route.as_move();
                if !found.contains(&mv) && legal.contains(&mv) {
                    found.push(mv);
                }
            }
        } else if typed.squares.len() == 2 {
            found.extend(
                legal
                    .iter()
                    .filter(|m| m.from == typed.squares[0] && m.to == typed.squares[1]),
            );
        }
        found.sort_by_key(|m| self.move_text(m));
        found
    }

    /// The soffio moves (any quiet move, any finished capture) the typed squares could mean.
    pub(crate) fn matching_relaxed(&self, typed: &Typed) -> Vec<Move> {
        let relaxed = self.soffio_moves();
        let mut found: Vec<Move> = Vec::new();
        for route in crate::route::capture_routes(
            self,
            crate::route::CaptureRules::of(self.variant),
            Stops::Every,
        ) {
            if route_matches(&route.squares, &typed.squares) {
                let mv = route.as_move();
                if !found.contains(&mv) && relaxed.contains(&mv) {
                    found.push(mv);
                }
            }
        }
        if typed.squares.len() == 2 {
            for m in relaxed.iter().filter(|m| {
                !m.is_capture() && m.from == typed.squares[0] && m.to == typed.squares[1]
            }) {
                found.push(*m);
            }
        }
        found
    }

    /// The route of a legal move: its start, every landing square, its end.
    pub fn route(&self, mv: &Move) -> Vec<Square> {
        self.capture_route(mv)
            .map(|r| r.squares)
            .unwrap_or_else(|| vec![mv.from, mv.to])
    }

    /// The captures of a legal move in the order they are jumped.
    pub fn captures_in_order(&self, mv: &Move) -> Vec<Square> {
        self.capture_route(mv)
            .map(|r| r.captured)
            .unwrap_or_else(|| mv.captured().iter().collect())
    }

    fn capture_route(&self, mv: &Move) -> Option<Route> {
        if !mv.is_capture() {
            return None;
        }
        let variant = self.variant;
        let mut candidates: Vec<Route> = legal_capture_routes(self, Stops::Last)
            .into_iter()
            .filter(|r| r.as_move() == *mv)
            .collect();
        if candidates.is_empty() {
            // A soffio move is not among the legal ones: look among all finished captures.
            candidates = crate::route::capture_routes(
                self,
                crate::route::CaptureRules::of(variant),
                Stops::Last,
            )
            .into_iter()
            .filter(|r| r.as_move() == *mv)
            .collect();
        }
        candidates.into_iter().min_by_key(|r| self.route_order(r))
    }

    /// The move written with its full route: `23x14x5`, `c3-d4`, `e2xe4xg4xg6`.
    pub fn move_text(&self, mv: &Move) -> String {
        self.text_along(mv, &self.route(mv))
    }

    /// Every legal route: one per way of capturing (a capture reached by two routes appears
    /// twice), or `[from, to]` for a quiet move.
    ///
    /// The captures come from the square-by-square route search alone, not from the bitboard
    /// generator, so that the two can be checked against each other.
    pub fn legal_routes(&self) -> Vec<Route> {
        let captures = legal_capture_routes(self, Stops::Last);
        if !captures.is_empty() {
            captures
        } else {
            self.legal_moves()
                .iter()
                .map(|m| Route {
                    squares: vec![m.from, m.to],
                    captured: Vec::new(),
                })
                .collect()
        }
    }

    /// The legal moves as text, sorted.
    pub fn legal_move_texts(&self) -> Vec<String> {
        let mut texts: Vec<String> = self
            .legal_moves_with_routes()
            .into_iter()
            .map(|(mv, route)| self.text_along(&mv, &route.squares))
            .collect();
        texts.sort();
        texts
    }

    /// Every legal move with the route it is written with, finding the routes once for all
    /// moves (rather than once per move, as [`Position::route`] must).
    pub fn legal_moves_with_routes(&self) -> Vec<(Move, Route)> {
        let quiet = |m: Move| Route {
            squares: vec![m.from, m.to],
            captured: Vec::new(),
        };
        let legal = self.legal_moves();
        if !legal.iter().any(|m| m.is_capture()) {
            return legal.into_iter().map(|m| (m, quiet(m))).collect();
        }
        let mut best: std::collections::HashMap<Move, Route> = std::collections::HashMap::new();
        for route in legal_capture_routes(self, Stops::Last) {
            let mv = route.as_move();
            let better = best
                .get(&mv)
                .is_none_or(|current| self.route_order(&route) < self.route_order(current));
            if better {
                best.insert(mv, route);
            }
        }
        legal
            .into_iter()
            .map(|m| {
                let route = best.remove(&m).unwrap_or_else(|| quiet(m));
                (m, route)
            })
            .collect()
    }

    /// A move written along the given route: `x` between the squares of a capture (`:` in
    /// Russian and Czech draughts, as their federations write it), `-` else.
    pub fn text_along(&self, mv: &Move, squares: &[Square]) -> String {
        let separator = if mv.is_capture() {
            self.variant.capture_separator().to_string()
        } else {
            "-".to_string()
        };
        squares
            .iter()
            .map(|&sq| self.variant.square_name(sq))
            .collect::<Vec<_>>()
            .join(&separator)
    }

    /// The order in which equivalent routes are preferred for writing: by square numbers.
    fn route_order(&self, route: &Route) -> Vec<u16> {
        let variant = self.variant;
        route
            .squares
            .iter()
            .map(|&sq| match variant.number_of(sq) {
                Some(n) => n as u16,
                None => {
                    let (f, r) = variant.coords(sq);
                    r as u16 * 16 + f as u16
                }
            })
            .collect()
    }
}
