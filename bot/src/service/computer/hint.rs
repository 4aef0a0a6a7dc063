//! `!hint`: the engine's move for the person to move, in a game against the bot only — in a
//! game between people the engine's help would be unfair.

use std::sync::Arc;

use rules::{Color, Game};

use super::bot_color;
use crate::i18n::{Eval, FloodSay, Say};
use crate::service::answer::Answer;
use crate::service::context::Ctx;
use crate::service::pick::picked;
use crate::service::pool::{Asked, person_key};
use crate::service::shared::active_player;
use crate::service::{Answers, Service};

/// An engine score (for the side to move in `turn`) as an evaluation for people, from White's
/// side.
pub(crate) fn eval_for_people(score: i32, turn: Color) -> Eval {
    let white = if turn == Color::White { score } else { -score };
    if engine::is_database_score(white) {
        return Eval::DatabaseWin {
            winner: if white > 0 {
                Color::White
            } else {
                Color::Black
            },
        };
    }
    match engine::plies_to_end(white) {
        Some(plies) if engine::is_decisive(white) => Eval::Win {
            winner: if white > 0 {
                Color::White
            } else {
                Color::Black
            },
            moves: plies.unsigned_abs().div_ceil(2),
        },
        _ => Eval::Men(white),
    }
}

/// What the endgame databases say of the game's position, if they decide it.
pub(crate) fn database_eval(
    endgames: Option<&Arc<dyn engine::Tablebase>>,
    game: &Game,
) -> Option<Eval> {
    if game.is_over() {
        return None;
    }
    let turn = game.turn();
    let wdl = endgames?.probe_in(game.position(), game.counters(), game.options())?;
    Some(match wdl {
        engine::Wdl::Win => Eval::DatabaseWin { winner: turn },
        engine::Wdl::Loss => Eval::DatabaseWin { winner: !turn },
        engine::Wdl::Draw => Eval::DatabaseDraw,
    })
}

/// [`database_eval`] of every position of a game, from its start (one more than its moves).
pub(crate) fn database_evals(
    endgames: Option<&Arc<dyn engine::Tablebase>>,
    game: &Game,
) -> Vec<Option<Eval>> {
    let mut out = Vec::new();
    let Ok(mut replay) = Game::from_position(*game.start(), game.options()) else {
        return out;
    };
    out.push(database_eval(endgames, &replay));
    for ply in game.plies() {
        if replay.play(&ply.mv).is_err() {
            break;
        }
        out.push(database_eval(endgames, &replay));
    }
    out
}

impl Service {
    pub(crate) async fn hint(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let me = &ctx.author().id;
        let loaded = picked!(
            self.pick_playing(
                ctx,
                id,
                |g| crate::service::load::row_turn(g).is_some_and(|t| g.player_id(t) == me),
                "!hint #12",
            )
            .await?
        );
        let game = loaded.row.id;
        if bot_color(&loaded.row).is_none() {
            return Ok(vec![Answer::refuse(Say::HintOnlyAgainstBot { game })]);
        }
        let color = match active_player(ctx, &loaded) {
            Ok(color) => color,
            Err(refusal) => return Ok(vec![*refusal]),
        };
        let turn = loaded.game.turn();
        if color != turn {
            return Ok(vec![Answer::refuse(Say::NotYourTurn {
                game,
                to_move: ctx.player(&loaded.row, turn),
                color: turn,
            })]);
        }
        let position = loaded.game.clone();
        // Level 10's search, or a fixed number of nodes where so configured.
        let options = &self.options().engine;
        let (limits, threads) = match options.hint_nodes {
            Some(nodes) => (engine::Limits::nodes(nodes), 1),
            None => (
                engine::Limits::time(options.full_strength_time),
                options.search_threads,
            ),
        };
        let endgames = options.endgames.clone();
        let limits = limits.with_tablebase(endgames.clone());
        let author = &ctx.incoming.author;
        let person = person_key(author.platform.as_str(), &author.id);
        let ticket = match self.inner.pool.ticket(&person, Asked::ByPerson) {
            Ok(ticket) => ticket,
            Err(busy) => {
                let count = busy.waiting;
                let full = Say::Flood(FloodSay::EngineQueueFull { count });
                return Ok(vec![Answer::refuse(full)]);
            }
        };
        let choice = ticket
            .run_wide(threads, move |stop, threads| {
                engine::hint(&position, limits.with_stop(stop).with_threads(threads))
            })
            .await?;
        let Some(choice) = choice else {
            return Ok(vec![Answer::refuse(Say::GameOver {
                game,
                outcome: loaded.game.outcome(),
            })]);
        };
        Ok(vec![
            Answer::say(Say::Hint {
                game,
                text: choice.text,
                line: choice.line,
                eval: database_eval(endgames.as_ref(), &loaded.game)
                    .unwrap_or_else(|| eval_for_people(choice.score, turn)),
            })
            .about(game),
        ])
    }
}
