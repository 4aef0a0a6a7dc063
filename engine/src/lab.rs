//! The engine's insides for its bench binaries (the tuner, the book maker, the matches
//! between settings): the evaluation's features and weight files. Not an API for the bot.

use rules::{Position, Variant};

use crate::eval::{Evaluator, Sink, WEIGHT_UNIT, weights};

/// The features of the positions of one variant, as the evaluation sees them.
pub struct Features {
    evaluator: Evaluator,
}

/// One position's features: how much each weight counts (White's features positive) and the
/// phase that mixes the middle-game and endgame values (256: every man on the board).
#[derive(Debug, Clone, Default)]
pub struct FeatureVector {
    pub phase: i32,
    pub entries: Vec<(u32, i32)>,
    /// What the evaluation does to the sum before it is the score: ending rules that divide
    /// it, as a factor for each sign of the sum (White better, Black better).
    pub scale: [f32; 2],
}

struct Collect<'a>(&'a mut Vec<(u32, i32)>);

impl Sink for Collect<'_> {
    fn add(&mut self, feature: usize, value: i32) {
        if value != 0 {
            self.0.push((feature as u32, value));
        }
    }
}

impl Features {
    pub fn new(variant: Variant) -> Features {
        let layout_len = crate::eval::layout::Layout::new(variant).len;
        Features {
            evaluator: Evaluator::with_weights(variant, Some(vec![[0, 0]; layout_len])),
        }
    }

    /// How many weights (each with a middle-game and an endgame value).
    pub fn len(&self) -> usize {
        self.evaluator.layout().len
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The first weight of each named group, for reports: `(name, first, count)`.
    pub fn groups(&self) -> Vec<(String, usize, usize)> {
        let layout = self.evaluator.layout();
        let mut groups = Vec::new();
        for (class, &offset) in layout.class_offset.iter().enumerate() {
            let end = layout
                .class_offset
                .get(class + 1)
                .copied()
                .unwrap_or(layout.terms);
            groups.push((format!("window {class}"), offset, end - offset));
        }
        for (i, name) in [
            "men",
            "kings",
            "any king",
            "king mobility",
            "skew",
            "tempo",
            "locked",
            "back row",
            "turn",
        ]
        .iter()
        .enumerate()
        {
            groups.push((name.to_string(), layout.terms + i, 1));
        }
        groups.push(("king squares".into(), layout.king_square, layout.squares));
        groups.push((
            "runaways".into(),
            layout.runaway,
            layout.len - layout.runaway,
        ));
        groups
    }

    /// Where the weight of men is (the scale of the evaluation).
    pub fn men_weight(&self) -> usize {
        self.evaluator.layout().term(crate::eval::layout::Term::Men)
    }

    /// Where the weight of kings is.
    pub fn kings_weight(&self) -> usize {
        self.evaluator
            .layout()
            .term(crate::eval::layout::Term::Kings)
    }

    pub fn of(&self, pos: &Position, out: &mut FeatureVector) {
        out.entries.clear();
        let patterns = self.evaluator.patterns(pos);
        self.evaluator
            .features(pos, &patterns, &mut Collect(&mut out.entries));
        out.phase = self.evaluator.phase(pos);
        out.scale = [
            self.evaluator.ending_scale(pos, 1),
            self.evaluator.ending_scale(pos, -1),
        ];
    }
}

/// Weights are written in this many parts of a centi-man.
pub const WEIGHT_UNITS_PER_CENTI_MAN: i32 = WEIGHT_UNIT;

/// A weight file for the variant's layout.
pub fn encode_weights(variant: Variant, weights: &[[i16; 2]]) -> Vec<u8> {
    weights::encode(weights, &crate::eval::layout::Layout::new(variant))
}

pub fn decode_weights(variant: Variant, bytes: &[u8]) -> Result<Vec<[i16; 2]>, String> {
    weights::decode(bytes, &crate::eval::layout::Layout::new(variant))
        .map_err(|e| format!("{variant}: {e:?}"))
}

/// The weights built in for the variant, if any.
pub fn embedded_weights(variant: Variant) -> Option<Vec<[i16; 2]>> {
    weights::embedded(variant)
}

/// The static evaluation of a position with the given weights (`None`: the hand-set one),
/// for the side to move.
pub fn evaluate_with(variant: Variant, weights: Option<Vec<[i16; 2]>>, pos: &Position) -> i32 {
    let evaluator = Evaluator::with_weights(variant, weights);
    let patterns = evaluator.patterns(pos);
    evaluator.evaluate(pos, &patterns, false)
}
