//! Answers more than one handler gives: refusals about the state of a game, and the buttons
//! that answer an offer.

use rules::{Color, Variant};

use super::answer::Answer;
use super::context::Ctx;
use super::load::Loaded;
use super::tap::BOARD_PROMPT;
use crate::command::Answered;
use crate::i18n::Say;
use crate::message::{ButtonStyle, Prompt};
use crate::store::{ButtonRow, GameRow, GameStatus};

/// The author's colour when they play in this game and it is under way; else the refusal:
/// not a player, not started, over.
pub(crate) fn active_player(ctx: &Ctx<'_>, loaded: &Loaded) -> Result<Color, Box<Answer>> {
    let row = &loaded.row;
    let refuse = |say| Err(Box::new(Answer::refuse(say)));
    let Some(color) = row.color_of(&ctx.author().id) else {
        return refuse(Say::NotAPlayer {
            game: row.id,
            white: ctx.player(row, Color::White),
            black: ctx.player(row, Color::Black),
        });
    };
    match row.status {
        GameStatus::Active => Ok(color),
        GameStatus::Challenge => refuse(Say::NotStarted { game: row.id }),
        GameStatus::Finished => refuse(Say::GameOver {
            game: row.id,
            outcome: loaded.game.outcome(),
        }),
        GameStatus::Declined | GameStatus::Cancelled => refuse(Say::NoSuchGame { game: row.id }),
    }
}

/// The answer for a game that is no longer open.
pub(crate) fn closed(loaded: &Loaded) -> Answer {
    let game = loaded.row.id;
    Answer::refuse(match loaded.row.status {
        GameStatus::Finished => Say::GameOver {
            game,
            outcome: loaded.game.outcome(),
        },
        _ => Say::ChallengeClosed { game },
    })
}

/// A square the variant does not have.
pub(crate) fn bad_square(text: &str, variant: Variant) -> Answer {
    Answer::refuse(Say::BadSquare {
        text: text.to_string(),
        variant,
    })
}

/// Whether the prompt of a button message (see [`with_answer_buttons`], and a board's keys)
/// still waits for its answer, the game being as the row says.
pub(crate) fn prompt_waits(row: &ButtonRow) -> bool {
    let (key, status) = (row.prompt.as_str(), row.status);
    let (offer_kind, offer_plies) = (row.offer_kind.as_deref(), row.offer_plies);
    match key.split_once('@') {
        None => key == "challenge" && status == GameStatus::Challenge,
        // A board's keys answer the position of their ply while the game is under way.
        Some((BOARD_PROMPT, plies)) => {
            status == GameStatus::Active && plies == row.plies.to_string()
        }
        Some((kind, plies)) => {
            status == GameStatus::Active
                && offer_kind == Some(kind)
                && offer_plies.map(|p| p.to_string()).as_deref() == Some(plies)
        }
    }
}

/// Accept / Decline under a challenge or an offer; each names what it answers, so that a
/// button pressed late cannot answer another offer made in that game since.
///
/// The buttons answer a prompt ([`prompt_key`]): once it no longer waits, they are taken off.
pub(crate) fn with_answer_buttons(answer: Answer, row: &GameRow, what: Answered) -> Answer {
    let id = row.id;
    let key = match what {
        Answered::Challenge => "challenge".to_string(),
        _ => format!("{}@{}", what.as_str(), row.offer_plies.unwrap_or(row.plies)),
    };
    let what = what.as_str();
    answer
        .prompt(Prompt { game: id, key })
        .button(
            Say::AcceptButton,
            format!("!accept #{id} {what}"),
            ButtonStyle::Primary,
        )
        .button(
            Say::DeclineButton,
            format!("!decline #{id} {what}"),
            ButtonStyle::Secondary,
        )
}
