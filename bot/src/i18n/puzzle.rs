//! Puzzles in words (issue 35): a puzzle posted, each answer to a move in it, hints and
//! solutions, puzzle ratings and their leaderboard, and the daily puzzle. The wording lives
//! in `bot/locales/LANG/puzzles.ftl`.

use engine::Aim;
use rules::{Color, Refusal, Variant};

use super::{Args, Body, Tr};
use crate::message::{Span, User};

/// One message about puzzles.
#[derive(Debug, Clone)]
pub enum PuzzleSay {
    /// A puzzle posted for someone (or, for the daily puzzle, for whoever answers first).
    Posted(PuzzleCard),
    /// The channel's daily puzzle, and who solved yesterday's.
    Daily {
        card: PuzzleCard,
        /// The local day, as `2026-12-29`.
        day: String,
        yesterday: Option<Yesterday>,
    },
    /// A right move, the opponent's forced reply, and the next move asked for.
    Right {
        puzzle: i64,
        played: String,
        reply: String,
        /// The side that replied.
        replier: Color,
        solver: User,
    },
    /// The line complete.
    Solved {
        puzzle: i64,
        solver: User,
        line: Vec<String>,
        /// A hint was taken: the rating counts it as not solved.
        hinted: bool,
        rating: Option<RatingMove>,
    },
    /// A legal move that is not the puzzle's: the attempt ends; the solution is in the image.
    Wrong {
        puzzle: i64,
        played: String,
        line: Vec<String>,
        rating: Option<RatingMove>,
    },
    /// A move the rules refuse in the puzzle's position: nothing counted.
    NotLegal {
        puzzle: i64,
        text: String,
        refusal: Refusal,
        legal: Vec<String>,
    },
    /// `!puzzle hint`: which piece moves.
    Hint { puzzle: i64, square: String },
    /// `!puzzle give up`: the solution, in the image.
    GaveUp {
        puzzle: i64,
        line: Vec<String>,
        rating: Option<RatingMove>,
    },
    /// `!puzzle hint` or `give up` with no puzzle open.
    NoneOpen,
    /// No puzzle of the variant for this community yet.
    NoneInVariant { variant: Variant },
    /// `!puzzle mine` with no puzzle from the person's games.
    NoneOfYours,
    /// A move for a puzzle that is over.
    Ended { puzzle: i64, how: Ending },
    /// A move for a puzzle someone else is solving.
    Taken { puzzle: i64, solver: String },
    /// `!puzzle #N` of a puzzle that is not there (or not this community's).
    NoSuchPuzzle { puzzle: i64 },
    /// `!puzzle daily` in a channel that has none.
    NoDaily,
    /// The end of `!analyse` of a finished game.
    MadeFromGame { count: usize },
    /// `!stats`: the person's puzzle ratings.
    Ratings { lines: Vec<PuzzleRatingLine> },
    /// `!top puzzles`.
    Leaderboard {
        variant: Variant,
        rows: Vec<PuzzleLeaderLine>,
    },
    /// The channel's daily puzzle setting, after `!settings`.
    DailySetting {
        /// `09:00`; `None`: off.
        at: Option<String>,
        /// IANA name.
        zone: String,
    },
}

/// A puzzle as posted.
#[derive(Debug, Clone)]
pub struct PuzzleCard {
    pub puzzle: i64,
    pub variant: Variant,
    pub to_play: Color,
    pub aim: Aim,
    pub rating: i64,
    /// Who is asked; `None`: whoever answers first.
    pub solver: Option<User>,
    pub origin: Origin,
    /// The person's first try at it: it counts for their puzzle rating.
    pub rated: bool,
}

/// Where a puzzle comes from, as its solver sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// A game of the engine against itself.
    Engine,
    /// A game of the community.
    Game {
        game: i64,
        white: String,
        black: String,
    },
    /// The solver's own game, where they did not see the shot.
    Missed { game: i64 },
    /// The solver's own game, where their move allowed the shot.
    WalkedInto { game: i64 },
}

/// How a puzzle ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    Solved,
    Failed,
    GivenUp,
}

/// The daily puzzle before.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Yesterday {
    pub puzzle: i64,
    pub solvers: Vec<String>,
}

/// How an attempt moved the solver's puzzle rating.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingMove {
    pub before: f64,
    pub after: f64,
}

/// One variant's puzzle rating of a person.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleRatingLine {
    pub variant: Variant,
    pub rating: f64,
    pub deviation: f64,
    pub attempts: i64,
    pub solved: i64,
}

/// One line of the puzzle leaderboard.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleLeaderLine {
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub attempts: i64,
}

impl Tr {
    pub(super) fn puzzle(self, say: &PuzzleSay) -> Vec<Span> {
        match say {
            PuzzleSay::Posted(card) => self.card(card).done(),
            PuzzleSay::Daily {
                card,
                day,
                yesterday,
            } => {
                let mut body = self.say("puzzle-daily-head", Args::new().s("day", day));
                body = body.t(" ").and(self.card(card));
                match yesterday {
                    Some(y) if y.solvers.is_empty() => {
                        body = body.t("\n").and(
                            self.say("puzzle-daily-unsolved", Args::new().i("puzzle", y.puzzle)),
                        );
                    }
                    Some(y) => {
                        body = body.t("\n").and(
                            self.say(
                                "puzzle-daily-solvers",
                                Args::new()
                                    .i("puzzle", y.puzzle)
                                    .i("count", y.solvers.len() as i64)
                                    .s("names", self.list(&y.solvers)),
                            ),
                        );
                    }
                    None => {}
                }
                body.done()
            }
            PuzzleSay::Right {
                puzzle,
                played,
                reply,
                replier,
                solver,
            } => self
                .say(
                    "puzzle-right",
                    Args::new()
                        .i("puzzle", *puzzle)
                        .s("move", played)
                        .s("side", side(*replier))
                        .s("reply", reply)
                        .m("solver", solver),
                )
                .done(),
            PuzzleSay::Solved {
                puzzle,
                solver,
                line,
                hinted,
                rating,
            } => {
                let id = if *hinted {
                    "puzzle-solved-hinted"
                } else {
                    "puzzle-solved"
                };
                let body = self.say(
                    id,
                    Args::new()
                        .i("puzzle", *puzzle)
                        .m("solver", solver)
                        .s("line", line.join(" ")),
                );
                self.with_rating(body, rating).done()
            }
            PuzzleSay::Wrong {
                puzzle,
                played,
                line,
                rating,
            } => {
                let body = self.say(
                    "puzzle-wrong",
                    Args::new()
                        .i("puzzle", *puzzle)
                        .s("move", played)
                        .s("line", line.join(" ")),
                );
                self.with_rating(body, rating).done()
            }
            PuzzleSay::NotLegal {
                puzzle,
                text,
                refusal,
                legal,
            } => {
                let mut body = self.say(
                    "puzzle-not-legal",
                    Args::new()
                        .i("puzzle", *puzzle)
                        .s("move", text.trim())
                        .s("facts", self.refusal(text, refusal)),
                );
                if !legal.is_empty() {
                    body = body.t(" ").and(self.say(
                        "puzzle-legal-moves",
                        Args::new().s("moves", self.list(legal)),
                    ));
                }
                body.done()
            }
            PuzzleSay::Hint { puzzle, square } => self
                .say(
                    "puzzle-hint",
                    Args::new().i("puzzle", *puzzle).s("square", square),
                )
                .done(),
            PuzzleSay::GaveUp {
                puzzle,
                line,
                rating,
            } => {
                let body = self.say(
                    "puzzle-gave-up",
                    Args::new().i("puzzle", *puzzle).s("line", line.join(" ")),
                );
                self.with_rating(body, rating).done()
            }
            PuzzleSay::NoneOpen => self.say("puzzle-none-open", Args::new()).done(),
            PuzzleSay::NoneInVariant { variant } => self
                .say(
                    "puzzle-none-in-variant",
                    Args::new()
                        .s("variant", self.variant(*variant))
                        .s("code", variant.name()),
                )
                .done(),
            PuzzleSay::NoneOfYours => self.say("puzzle-none-of-yours", Args::new()).done(),
            PuzzleSay::Ended { puzzle, how } => self
                .say(
                    "puzzle-ended",
                    Args::new().i("puzzle", *puzzle).s("how", self.ending(*how)),
                )
                .done(),
            PuzzleSay::Taken { puzzle, solver } => self
                .say(
                    "puzzle-taken",
                    Args::new().i("puzzle", *puzzle).s("solver", solver),
                )
                .done(),
            PuzzleSay::NoSuchPuzzle { puzzle } => self
                .say("puzzle-no-such", Args::new().i("puzzle", *puzzle))
                .done(),
            PuzzleSay::NoDaily => self.say("puzzle-no-daily", Args::new()).done(),
            PuzzleSay::MadeFromGame { count } => self
                .say(
                    "puzzle-made-from-game",
                    Args::new().i("count", *count as i64),
                )
                .done(),
            PuzzleSay::Ratings { lines } => self.puzzle_ratings(lines),
            PuzzleSay::Leaderboard { variant, rows } => self.puzzle_leaderboard(*variant, rows),
            PuzzleSay::DailySetting { at, zone } => match at {
                Some(at) => self
                    .say(
                        "puzzle-daily-setting",
                        Args::new().s("time", at).s("zone", zone),
                    )
                    .done(),
                None => self
                    .say("puzzle-daily-setting-off", Args::new().s("zone", zone))
                    .done(),
            },
        }
    }

    /// A puzzle's caption: its number, variant and rating, the task, where it comes from,
    /// and how to answer.
    fn card(self, card: &PuzzleCard) -> Body {
        // The side as a selector: each language words "White to play" its own way.
        let side = side(card.to_play);
        let task = match card.aim {
            Aim::Win => self.plain("puzzle-task-win", Args::new().s("side", side)),
            Aim::Men(men) => self.plain(
                "puzzle-task-men",
                Args::new().s("side", side).i("men", i64::from(men)),
            ),
            Aim::Crown => self.plain("puzzle-task-crown", Args::new().s("side", side)),
        };
        let mut body = self.say(
            "puzzle-posted",
            Args::new()
                .i("puzzle", card.puzzle)
                .s("variant", self.variant(card.variant))
                .i("rating", card.rating)
                .s("task", task),
        );
        let origin = match &card.origin {
            Origin::Engine => self.say("puzzle-from-engine", Args::new()),
            Origin::Game { game, white, black } => self.say(
                "puzzle-from-game",
                Args::new()
                    .i("game", *game)
                    .s("white", white)
                    .s("black", black),
            ),
            Origin::Missed { game } => {
                self.say("puzzle-from-your-miss", Args::new().i("game", *game))
            }
            Origin::WalkedInto { game } => {
                self.say("puzzle-from-your-blunder", Args::new().i("game", *game))
            }
        };
        body = body.t(" ").and(origin).t("\n");
        body = match &card.solver {
            Some(solver) => body.and(self.say(
                "puzzle-answer",
                Args::new().m("solver", solver).i("puzzle", card.puzzle),
            )),
            None => {
                body.and(self.say("puzzle-answer-anyone", Args::new().i("puzzle", card.puzzle)))
            }
        };
        if !card.rated && card.solver.is_some() {
            body = body.t(" ").and(self.say("puzzle-unrated", Args::new()));
        }
        body
    }

    fn with_rating(self, body: Body, rating: &Option<RatingMove>) -> Body {
        match rating {
            Some(r) => body.t(" ").and(
                self.say(
                    "puzzle-rating-moved",
                    Args::new()
                        .s("before", format!("{:.0}", r.before))
                        .s("after", format!("{:.0}", r.after)),
                ),
            ),
            None => body,
        }
    }

    fn ending(self, how: Ending) -> String {
        let id = match how {
            Ending::Solved => "puzzle-ending-solved",
            Ending::Failed => "puzzle-ending-failed",
            Ending::GivenUp => "puzzle-ending-given-up",
        };
        self.plain(id, Args::new())
    }

    fn puzzle_ratings(self, lines: &[PuzzleRatingLine]) -> Vec<Span> {
        let mut body = self.say("puzzle-ratings-head", Args::new());
        for line in lines {
            body = body.t("\n").and(
                self.say(
                    "puzzle-ratings-line",
                    Args::new()
                        .s("variant", self.variant(line.variant))
                        .s("rating", format!("{:.0}", line.rating))
                        .s("deviation", format!("{:.0}", line.deviation))
                        .i("solved", line.solved)
                        .i("attempts", line.attempts),
                ),
            );
        }
        body.done()
    }

    fn puzzle_leaderboard(self, variant: Variant, rows: &[PuzzleLeaderLine]) -> Vec<Span> {
        let args = || {
            Args::new()
                .s("variant", self.variant(variant))
                .s("code", variant.name())
        };
        if rows.is_empty() {
            return self.say("puzzle-leaderboard-empty", args()).done();
        }
        let mut body = self.say("puzzle-leaderboard-head", args());
        for (i, row) in rows.iter().enumerate() {
            body = body.t("\n").and(
                self.say(
                    "puzzle-leaderboard-line",
                    Args::new()
                        .i("rank", i as i64 + 1)
                        .s("player", &row.name)
                        .s("rating", format!("{:.0}", row.rating))
                        .s("deviation", format!("{:.0}", row.deviation))
                        .i("attempts", row.attempts),
                ),
            );
        }
        body.done()
    }
}

/// A side as the catalogs select on it.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// One sample of every puzzle message, and every case of each, for the renderer's tests.
#[cfg(test)]
pub(super) fn samples(a: &User, b: &User) -> Vec<PuzzleSay> {
    let card = |aim, solver: Option<User>, origin, rated| PuzzleCard {
        puzzle: 7,
        variant: Variant::Italian,
        to_play: Color::White,
        aim,
        rating: 1540,
        solver,
        origin,
        rated,
    };
    let line = vec!["21-17".to_string(), "14x21".into(), "22x13x6".into()];
    let moved = Some(RatingMove {
        before: 1500.0,
        after: 1580.0,
    });
    let refusal = rules::Position::start(Variant::English)
        .explain("22-17")
        .unwrap_err();
    vec![
        PuzzleSay::Posted(card(Aim::Win, Some(a.clone()), Origin::Engine, true)),
        PuzzleSay::Posted(card(
            Aim::Men(1),
            Some(a.clone()),
            Origin::Game {
                game: 12,
                white: "Alice".into(),
                black: "Bob".into(),
            },
            false,
        )),
        PuzzleSay::Posted(card(
            Aim::Men(3),
            Some(a.clone()),
            Origin::Missed { game: 3 },
            true,
        )),
        PuzzleSay::Posted(card(
            Aim::Crown,
            Some(b.clone()),
            Origin::WalkedInto { game: 3 },
            true,
        )),
        PuzzleSay::Daily {
            card: card(Aim::Men(2), None, Origin::Engine, false),
            day: "2026-12-29".into(),
            yesterday: Some(Yesterday {
                puzzle: 6,
                solvers: vec!["Alice".into(), "Bob".into()],
            }),
        },
        PuzzleSay::Daily {
            card: card(Aim::Win, None, Origin::Engine, false),
            day: "2026-12-30".into(),
            yesterday: Some(Yesterday {
                puzzle: 6,
                solvers: Vec::new(),
            }),
        },
        PuzzleSay::Daily {
            card: card(Aim::Crown, None, Origin::Engine, false),
            day: "2026-12-31".into(),
            yesterday: None,
        },
        PuzzleSay::Right {
            puzzle: 7,
            played: "21-17".into(),
            reply: "14x21".into(),
            replier: Color::Black,
            solver: a.clone(),
        },
        PuzzleSay::Solved {
            puzzle: 7,
            solver: a.clone(),
            line: line.clone(),
            hinted: false,
            rating: moved,
        },
        PuzzleSay::Solved {
            puzzle: 7,
            solver: a.clone(),
            line: line.clone(),
            hinted: true,
            rating: None,
        },
        PuzzleSay::Wrong {
            puzzle: 7,
            played: "22-18".into(),
            line: line.clone(),
            rating: moved,
        },
        PuzzleSay::NotLegal {
            puzzle: 7,
            text: "22-17".into(),
            refusal,
            legal: vec!["9-13".into(), "11-15".into()],
        },
        PuzzleSay::Hint {
            puzzle: 7,
            square: "21".into(),
        },
        PuzzleSay::GaveUp {
            puzzle: 7,
            line,
            rating: None,
        },
        PuzzleSay::NoneOpen,
        PuzzleSay::NoneInVariant {
            variant: Variant::Frisian,
        },
        PuzzleSay::NoneOfYours,
        PuzzleSay::Ended {
            puzzle: 7,
            how: Ending::Solved,
        },
        PuzzleSay::Ended {
            puzzle: 7,
            how: Ending::Failed,
        },
        PuzzleSay::Ended {
            puzzle: 7,
            how: Ending::GivenUp,
        },
        PuzzleSay::Taken {
            puzzle: 7,
            solver: "Bob".into(),
        },
        PuzzleSay::NoSuchPuzzle { puzzle: 99 },
        PuzzleSay::NoDaily,
        PuzzleSay::MadeFromGame { count: 1 },
        PuzzleSay::MadeFromGame { count: 3 },
        PuzzleSay::Ratings {
            lines: vec![PuzzleRatingLine {
                variant: Variant::Russian,
                rating: 1620.0,
                deviation: 120.0,
                attempts: 9,
                solved: 6,
            }],
        },
        PuzzleSay::Leaderboard {
            variant: Variant::English,
            rows: vec![PuzzleLeaderLine {
                name: "Alice".into(),
                rating: 1620.0,
                deviation: 120.0,
                attempts: 9,
            }],
        },
        PuzzleSay::Leaderboard {
            variant: Variant::Czech,
            rows: Vec::new(),
        },
        PuzzleSay::DailySetting {
            at: Some("09:00".into()),
            zone: "Europe/Rome".into(),
        },
        PuzzleSay::DailySetting {
            at: None,
            zone: "UTC".into(),
        },
    ]
}
