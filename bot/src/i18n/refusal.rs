//! The rules crate's refusals and explanations, in words, from their typed fields.

use rules::{Color, Explanation, Forced, Refusal, Role, RoleName, Variant};

use super::{Body, Lang, Tr};
use crate::message::{Span, User};

/// Refusals that already list the moves that are allowed.
fn lists_moves(refusal: &Refusal) -> bool {
    matches!(
        refusal,
        Refusal::CaptureCompulsory { .. }
            | Refusal::CaptureNotFinished { .. }
            | Refusal::MaximumCapture { .. }
            | Refusal::CaptureWithKing { .. }
            | Refusal::ItalianTakeMoreKings { .. }
            | Refusal::TakeKingEarlier { .. }
            | Refusal::SpanishTakeMoreKings { .. }
            | Refusal::NotLegal { .. }
            | Refusal::PieceCannotMove { .. }
            | Refusal::Ambiguous { .. }
    )
}

/// Alternatives are shown when there are at most this many.
const FEW: usize = 6;

impl Tr {
    /// The immediate answer to a refused `!move`: the rule's name, the facts, and the legal
    /// moves when there are few.
    pub(super) fn refused_move(
        self,
        game: i64,
        text: &str,
        refusal: &Refusal,
        legal: &[String],
    ) -> Vec<Span> {
        let mut body = Body::new()
            .t(format!("#{game} "))
            .b(self.rule_title(refusal.rule()))
            .t(": ")
            .t(self.refusal(text, refusal))
            .t(".");
        body = self.alternatives(body, refusal, legal);
        body.done()
    }

    /// `!why <move>` for a refused move.
    pub(super) fn explain_refusal(
        self,
        game: i64,
        text: &str,
        refusal: &Refusal,
        legal: &[String],
        for_other: Option<Color>,
    ) -> Vec<Span> {
        let mut body = Body::new().t(format!("#{game} "));
        if let Some(color) = for_other {
            body = body.t(self.pick(
                format!("(for {}, who is to move) ", self.color(color)),
                format!("(per il {}, che ha il tratto) ", self.color(color)),
            ));
        }
        body = body
            .c(text.trim())
            .t(self.pick(" is not legal here. ", " non è valida qui. "))
            .b(self.rule_title(refusal.rule()))
            .t(": ")
            .t(self.refusal(text, refusal))
            .t(". ")
            .t(self.rule_general(refusal.rule()));
        self.alternatives(body, refusal, legal).done()
    }

    /// `!why` about the asker's last refused move.
    pub(super) fn why_refused(
        self,
        text: &str,
        move_number: i64,
        refusal: &Refusal,
        legal: &[String],
    ) -> Vec<Span> {
        let body = Body::new()
            .t(self.pick("Your move ", "La tua mossa "))
            .c(text.trim())
            .t(self.pick(
                format!(" (move {move_number}) was refused by the rule "),
                format!(" (mossa {move_number}) è stata rifiutata per la regola "),
            ))
            .b(self.rule_title(refusal.rule()))
            .t(": ")
            .t(self.refusal(text, refusal))
            .t(". ")
            .t(self.rule_general(refusal.rule()));
        self.alternatives(body, refusal, legal).done()
    }

    pub(super) fn why_not_your_turn(
        self,
        text: &str,
        move_number: i64,
        to_move: &User,
        color: Color,
    ) -> Vec<Span> {
        Body::new()
            .t(self.pick("Your move ", "La tua mossa "))
            .c(text.trim())
            .t(self.pick(
                format!(
                    " (move {move_number}) was refused because it was not your turn: {} ({}) was to move. Players move in turn, one move each.",
                    to_move.name,
                    self.color(color)
                ),
                format!(
                    " (mossa {move_number}) è stata rifiutata perché non era il tuo turno: toccava a {} ({}). Si muove a turno, una mossa a testa.",
                    to_move.name,
                    self.color(color)
                ),
            ))
            .done()
    }

    /// `!why <move>` for a legal move.
    pub(super) fn explain_legal(self, e: &Explanation, for_other: Option<Color>) -> Vec<Span> {
        let mut body = Body::new();
        if let Some(color) = for_other {
            body = body.t(self.pick(
                format!("(for {}, who is to move) ", self.color(color)),
                format!("(per il {}, che ha il tratto) ", self.color(color)),
            ));
        }
        body.c(&e.text).t(self.explanation(e)).done()
    }

    /// `!why` with nothing refused: the last move played, and why it was allowed.
    pub(super) fn explain_last_move(self, mover: &User, e: &Explanation) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!(
                    "Nothing of yours was refused. The last move, {}'s ",
                    mover.name
                ),
                format!(
                    "Nessuna tua mossa è stata rifiutata. L'ultima mossa, di {}, ",
                    mover.name
                ),
            ))
            .c(&e.text)
            .t(self.explanation(e))
            .done()
    }

    /// The last move ignored a capture under the soffio rule.
    pub(super) fn explain_soffio_move(
        self,
        mover: &User,
        text: &str,
        refusal: &Refusal,
    ) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("The last move, {}'s ", mover.name),
                format!("L'ultima mossa, di {}, ", mover.name),
            ))
            .c(text)
            .t(self.pick(
                format!(
                    ", broke the rule \"{}\" ({}); the soffio house rule allows that, and the opponent may huff a piece that could have captured.",
                    self.rule_title(refusal.rule()),
                    self.refusal(text, refusal)
                ),
                format!(
                    ", non rispetta la regola \"{}\" ({}); il soffio lo permette, e l'avversario può soffiare un pezzo che poteva prendere.",
                    self.rule_title(refusal.rule()),
                    self.refusal(text, refusal)
                ),
            ))
            .done()
    }

    pub(super) fn nothing_to_explain(self, game: i64) -> Vec<Span> {
        Body::new()
            .t(self.pick(
                format!("Nothing to explain yet in #{game}. Ask about a move: "),
                format!("Ancora niente da spiegare nella #{game}. Chiedi di una mossa: "),
            ))
            .c("!why 11-15")
            .done()
    }

    pub(super) fn bad_square(self, text: &str, variant: Variant) -> Vec<Span> {
        let text: String = text.chars().take(20).collect();
        Body::new()
            .t(self.pick(
                format!(
                    "`{text}` is not a playable square. {}",
                    self.square_forms(variant)
                ),
                format!(
                    "`{text}` non è una casella giocabile. {}",
                    self.square_forms(variant)
                ),
            ))
            .done()
    }

    fn alternatives(self, body: Body, refusal: &Refusal, legal: &[String]) -> Body {
        if lists_moves(refusal) || legal.is_empty() || legal.len() > FEW {
            return body;
        }
        body.t(self.pick(" Legal here: ", " Mosse valide: "))
            .t(legal.join(", "))
            .t(".")
    }

    /// Why a legal move is legal: ", taking 2; it takes the maximum, …".
    fn explanation(self, e: &Explanation) -> String {
        let mut out = String::new();
        let en = self.lang == Lang::En;
        out.push_str(if en { " is legal" } else { " è valida" });
        if e.captured > 0 {
            out.push_str(&self.pick(
                format!(", taking {}", e.captured),
                format!(", prende {}", e.captured),
            ));
        }
        out.push_str("; ");
        out.push_str(&match &e.reason {
            Forced::OnlyMove => self.pick("it is the only legal move", "è l'unica mossa possibile").to_string(),
            Forced::FreeChoice => self.pick(
                format!("no capture is available, so any move is allowed ({} legal moves)", e.legal_moves),
                format!("non ci sono prese, quindi ogni mossa è libera ({} mosse possibili)", e.legal_moves),
            ),
            Forced::CaptureCompulsory { captures } => self.pick(
                format!("captures are compulsory and any of the {captures} may be chosen, but it must be finished"),
                format!("la presa è obbligatoria e si può scegliere una qualsiasi delle {captures}, ma va completata"),
            ),
            Forced::Maximum { pieces, alternatives } => self.pick(
                format!("it takes the maximum, {pieces} pieces ({alternatives} such captures)"),
                format!("prende il massimo, {pieces} pezzi ({alternatives} prese così)"),
            ),
            Forced::Precedence { rule, alternatives } => {
                let italian = rule.contains("Italian");
                match (self.lang, italian) {
                    (Lang::En, _) => format!("it is chosen by {rule} ({alternatives} such captures)"),
                    (Lang::It, true) => format!(
                        "la impone la precedenza italiana (con la dama, più dame, prima la dama) ({alternatives} prese così)"
                    ),
                    (Lang::It, false) => {
                        format!("la impone la regola delle più dame ({alternatives} prese così)")
                    }
                }
            }
        });
        if e.crowns {
            out.push_str(self.pick(
                "; the man is crowned and the move ends",
                "; la pedina è promossa a dama e la mossa finisce",
            ));
        }
        if let Some(square) = &e.passed_kings_row {
            out.push_str(&self.pick(
                format!("; the man passes the kings row on {square} but does not end there, so it stays a man"),
                format!("; la pedina passa sull'ultima riga in {square} ma non si ferma lì, quindi resta pedina"),
            ));
        }
        out.push('.');
        out
    }

    /// The rule's name, from [`Refusal::rule`].
    pub(super) fn rule_title(self, rule: &str) -> &'static str {
        let (en, it) = match rule {
            "not-a-move" => ("Not a move", "Non è una mossa"),
            "square-not-playable" => ("Not a playable square", "Casella non giocabile"),
            "no-piece" => ("No piece there", "Nessun pezzo lì"),
            "not-your-piece" => ("Not your piece", "Non è un tuo pezzo"),
            "destination-occupied" => ("Square occupied", "Casella occupata"),
            "men-not-backwards" => ("Men do not move backwards", "Le pedine non vanno indietro"),
            "men-capture-forwards" => (
                "Men capture forwards only",
                "Le pedine prendono solo in avanti",
            ),
            "kings-one-square" => ("Kings move one square", "La dama muove di una casella"),
            "path-blocked" => ("Path blocked", "Percorso ostruito"),
            "not-a-step" => ("Not a step this piece can make", "Passo non consentito"),
            "men-jump-short" => ("Men jump short", "La pedina salta corto"),
            "capture-compulsory" => ("Capture is compulsory", "La presa è obbligatoria"),
            "capture-not-finished" => ("A capture must be finished", "La presa va completata"),
            "maximum-capture" => ("Maximum capture", "Presa massima"),
            "italian-men-cannot-take-kings" => {
                ("Men cannot take kings", "La pedina non prende la dama")
            }
            "italian-capture-with-king" => ("Capture with the king", "Prendere con la dama"),
            "italian-more-kings" => ("Take the most kings", "Prendere più dame"),
            "italian-king-earlier" => ("Take the king first", "Prendere prima la dama"),
            "spanish-more-kings" => ("Take the most kings", "Prendere più dame"),
            "jumped-twice" => (
                "No piece is jumped twice",
                "Nessun pezzo si salta due volte",
            ),
            "jumped-piece-blocks" => (
                "Jumped pieces stay until the move ends",
                "I pezzi presi restano fino a fine mossa",
            ),
            "promotion-ends-move" => ("Promotion ends the move", "La promozione chiude la mossa"),
            "passing-does-not-crown" => (
                "Passing the kings row does not crown",
                "Passare sull'ultima riga non promuove",
            ),
            "dameo-crowning-at-end" => (
                "Crowned only where the move ends",
                "Promozione solo a fine mossa",
            ),
            "dameo-orthogonal-captures" => ("Captures are orthogonal", "Prese solo ortogonali"),
            "dameo-line-forward" => ("Lines move forward", "Le file avanzano in avanti"),
            "dameo-king-not-in-line" => ("Kings never move in a line", "La dama non muove in fila"),
            "nothing-to-take" => ("Nothing to take", "Niente da prendere"),
            "own-piece" => ("Own piece in the way", "Pezzo proprio in mezzo"),
            "not-legal" => ("Not legal here", "Non valida qui"),
            "piece-cannot-move" => ("That piece cannot move", "Quel pezzo non può muovere"),
            "ambiguous" => ("Ambiguous move", "Mossa ambigua"),
            "game-over" => ("Game over", "Partita finita"),
            "not-your-turn" => ("Not your turn", "Non è il tuo turno"),
            _ => ("Not legal", "Non valida"),
        };
        self.pick(en, it)
    }

    /// The rule itself in a sentence, for `!why`.
    pub(super) fn rule_general(self, rule: &str) -> &'static str {
        let (en, it) = match rule {
            "capture-compulsory" => (
                "In every variant, when a capture is possible you must capture.",
                "In ogni variante, quando si può prendere si deve prendere.",
            ),
            "capture-not-finished" => (
                "A piece that captures keeps jumping while it can; the whole sequence is one move.",
                "Il pezzo che prende continua a saltare finché può; tutta la sequenza è una sola mossa.",
            ),
            "maximum-capture" => (
                "You must choose a capture that takes the most pieces (a king counts as one).",
                "Si deve scegliere la presa che cattura più pezzi (la dama conta uno).",
            ),
            "italian-men-cannot-take-kings" => (
                "In Italian draughts a man can never capture a king.",
                "Nella dama italiana la pedina non può mai prendere la dama.",
            ),
            "italian-capture-with-king" | "italian-more-kings" | "italian-king-earlier" => (
                "Italian precedence, in order: take the most pieces; capture with a king rather than a man; take the most kings; take a king as early as possible.",
                "Precedenza italiana, in ordine: prendere più pezzi; prendere con la dama piuttosto che con la pedina; prendere più dame; prendere prima la dama.",
            ),
            "spanish-more-kings" => (
                "Spanish rule: take the most pieces, and among those the most kings.",
                "Regola spagnola: prendere più pezzi e, tra queste prese, più dame.",
            ),
            "men-not-backwards" => (
                "Men only step forward; kings may go back.",
                "Le pedine avanzano soltanto; le dame possono tornare indietro.",
            ),
            "men-capture-forwards" => (
                "In English, Italian and Spanish draughts men capture only forwards.",
                "Nella dama inglese, italiana e spagnola le pedine prendono solo in avanti.",
            ),
            "kings-one-square" => (
                "In English and Italian draughts kings move and capture one square at a time.",
                "Nella dama inglese e italiana la dama muove e prende di una casella alla volta.",
            ),
            "path-blocked" => (
                "A flying king moves along a free diagonal only.",
                "La dama a lungo raggio muove solo lungo una diagonale libera.",
            ),
            "jumped-twice" => (
                "No piece may be jumped twice in one move.",
                "Nessun pezzo può essere saltato due volte nella stessa mossa.",
            ),
            "jumped-piece-blocks" => (
                "Captured pieces are removed only when the move ends; until then they block the way.",
                "I pezzi presi si tolgono solo a fine mossa; fino ad allora sbarrano la strada.",
            ),
            "promotion-ends-move" => (
                "A man that reaches the kings row is crowned and stops there.",
                "La pedina che raggiunge l'ultima riga è promossa e si ferma lì.",
            ),
            "passing-does-not-crown" => (
                "A man is crowned only if its move ends on the kings row.",
                "La pedina è promossa solo se la mossa finisce sull'ultima riga.",
            ),
            "dameo-crowning-at-end" => (
                "In Dameo a man is crowned only if its move ends on the last rank.",
                "Nel Dameo la pedina è promossa solo se la mossa finisce sull'ultima traversa.",
            ),
            "dameo-orthogonal-captures" => (
                "In Dameo every capture goes along ranks and files.",
                "Nel Dameo ogni presa va lungo traverse e colonne.",
            ),
            "dameo-line-forward" | "dameo-king-not-in-line" => (
                "In Dameo an unbroken line of men may advance one square along its own direction; kings never join a line.",
                "Nel Dameo una fila continua di pedine può avanzare di una casella nella sua direzione; le dame non fanno parte di file.",
            ),
            "not-your-piece" | "no-piece" => (
                "You move only your own pieces.",
                "Si muovono solo i propri pezzi.",
            ),
            "ambiguous" => (
                "Write every landing square when several captures fit.",
                "Scrivi ogni casella d'arrivo quando più prese corrispondono.",
            ),
            _ => ("", ""),
        };
        self.pick(en, it)
    }

    /// The facts of a refusal, in a sentence without its final full stop. `typed` is the
    /// move as the player wrote it.
    pub(super) fn refusal(self, typed: &str, refusal: &Refusal) -> String {
        let typed = typed.trim();
        let list = |moves: &[String]| self.list(moves);
        match self.lang {
            Lang::En => match refusal {
                Refusal::NotAMove { text, variant } => {
                    format!("`{text}` is not a move. {}", self.move_forms(*variant))
                }
                Refusal::SquareNotPlayable { square, variant } => format!(
                    "{square} is not a playable square in {}. {}",
                    self.variant(*variant),
                    self.square_forms(*variant)
                ),
                Refusal::NoPieceThere { square } => format!("there is no piece on {square}"),
                Refusal::NotYourPiece { square, owner } => {
                    format!("the piece on {square} is {}'s", self.color(*owner))
                }
                Refusal::DestinationOccupied { square } => format!("{square} is occupied"),
                Refusal::MenDoNotMoveBackwards { from, to } => {
                    format!("a man cannot go back from {from} to {to}")
                }
                Refusal::MenCaptureForwardsOnly { from } => {
                    format!(
                        "men capture forwards only here: the man on {from} cannot take backwards"
                    )
                }
                Refusal::KingsMoveOneSquare { from, to } => {
                    format!("kings move one square at a time here: {from} to {to} is too far")
                }
                Refusal::PathBlocked { from, to, blocker } => {
                    format!("the way from {from} to {to} is blocked by the piece on {blocker}")
                }
                Refusal::MenJumpShort { from, to } => format!(
                    "a man takes by jumping over an adjacent piece to the square just beyond it: {from}x{to} goes too far"
                ),
                Refusal::NotAStep {
                    from,
                    to,
                    role,
                    variant,
                } => format!(
                    "a {role} cannot go from {from} to {to}: {}",
                    self.step_rule(*variant, *role)
                ),
                Refusal::CaptureCompulsory { captures } => {
                    format!(
                        "{typed} takes nothing, but you can capture: {}",
                        list(captures)
                    )
                }
                Refusal::CaptureNotFinished { at, continuations } => format!(
                    "{typed} stops on {at}, but the capture goes on from there: {}",
                    list(continuations)
                ),
                Refusal::MaximumCapture { max, took, best } => format!(
                    "{typed} takes {took} — the maximum here is {max}: {}",
                    list(best)
                ),
                Refusal::MenCannotTakeKings { king } => {
                    format!("in Italian draughts a man cannot take a king (the king on {king})")
                }
                Refusal::CaptureWithKing { best } => format!(
                    "with equal captures the king must capture, not a man: {}",
                    list(best)
                ),
                Refusal::ItalianTakeMoreKings {
                    max_kings,
                    took_kings,
                    best,
                } => format!(
                    "with equal captures take the most kings: {typed} takes {took_kings}, {max_kings} is possible: {}",
                    list(best)
                ),
                Refusal::TakeKingEarlier { best } => format!(
                    "with equal captures and kings, take the king as early as possible: {}",
                    list(best)
                ),
                Refusal::SpanishTakeMoreKings {
                    max_kings,
                    took_kings,
                    best,
                } => format!(
                    "with equal captures take the most kings: {typed} takes {took_kings}, {max_kings} is possible: {}",
                    list(best)
                ),
                Refusal::CannotJumpTwice { square } => {
                    format!("{square} would be jumped twice")
                }
                Refusal::JumpedPieceBlocks { square } => format!(
                    "the piece on {square} is already taken but stays on the board until the move ends, and blocks the way"
                ),
                Refusal::PromotionEndsMove { square } => {
                    format!("the man is crowned on {square} and must stop there")
                }
                Refusal::PassingKingsRowDoesNotCrown { square } => format!(
                    "the man goes through {square} as a man and cannot go on capturing as a king"
                ),
                Refusal::CrowningOnlyAtEnd { square } => {
                    format!(
                        "on {square} the man is still a man: it is crowned only where its move ends"
                    )
                }
                Refusal::CapturesAreOrthogonal { role } => format!(
                    "{} capture along ranks and files only, never diagonally",
                    plural(self, *role)
                ),
                Refusal::LineMovesForward { from, to } => format!(
                    "{from} to {to} must pass over an unbroken line of your own men, forwards"
                ),
                Refusal::KingNeverInLine { square } => {
                    format!(
                        "a king never moves in a line: it cannot pass over the piece on {square}"
                    )
                }
                Refusal::NothingToTake { from, to } => {
                    format!("there is nothing to take between {from} and {to}")
                }
                Refusal::OwnPieceInTheWay { square } => {
                    format!("you cannot jump your own piece on {square}")
                }
                Refusal::NotLegal {
                    text,
                    from,
                    options,
                } => format!(
                    "{text} is not legal here; the piece on {from} can play: {}",
                    list(options)
                ),
                Refusal::PieceCannotMove { from, options, .. } => format!(
                    "the piece on {from} has no move; legal moves: {}",
                    list(options)
                ),
                Refusal::Ambiguous { text, alternatives } => format!(
                    "`{text}` fits several moves; write one in full: {}",
                    alternatives.join(", ")
                ),
                Refusal::GameOver { result } => format!("the game is over: {result}"),
                Refusal::NotYourTurn { to_move } => {
                    format!("it is not your turn: {} is to move", self.color(*to_move))
                }
                // The refusals of the variants of issue 13 in the rules crate's English, until
                // their integration in the bot (issue 13, point 5) words them here.
                Refusal::KingMustCapture { .. }
                | Refusal::FrisianHigherValue { .. }
                | Refusal::FrisianKingCapturesFirst { .. }
                | Refusal::FrisianKingMovedThreeTimes { .. }
                | Refusal::TurkishMenNotBackwards { .. }
                | Refusal::TurkishNoTurningBack { .. }
                | Refusal::TurkishOrthogonal { .. }
                | Refusal::TurkishCrownedAtEnd { .. }
                | Refusal::PoolPassingKingsRow { .. }
                | Refusal::RussianCrownedGoesOn { .. }
                | Refusal::MustLandToContinue { .. } => refusal.to_string(),
            },
            Lang::It => match refusal {
                Refusal::NotAMove { text, variant } => {
                    format!("`{text}` non è una mossa. {}", self.move_forms(*variant))
                }
                Refusal::SquareNotPlayable { square, variant } => format!(
                    "{square} non è una casella giocabile nella {}. {}",
                    self.variant(*variant),
                    self.square_forms(*variant)
                ),
                Refusal::NoPieceThere { square } => format!("non c'è nessun pezzo su {square}"),
                Refusal::NotYourPiece { square, owner } => {
                    format!("il pezzo su {square} è del {}", self.color(*owner))
                }
                Refusal::DestinationOccupied { square } => {
                    format!("la casella {square} è occupata")
                }
                Refusal::MenDoNotMoveBackwards { from, to } => {
                    format!("una pedina non può tornare indietro da {from} a {to}")
                }
                Refusal::MenCaptureForwardsOnly { from } => format!(
                    "qui le pedine prendono solo in avanti: la pedina su {from} non può prendere all'indietro"
                ),
                Refusal::KingsMoveOneSquare { from, to } => format!(
                    "qui la dama muove di una casella alla volta: da {from} a {to} è troppo lontano"
                ),
                Refusal::PathBlocked { from, to, blocker } => {
                    format!("il percorso da {from} a {to} è ostruito dal pezzo su {blocker}")
                }
                Refusal::MenJumpShort { from, to } => format!(
                    "la pedina prende saltando un pezzo adiacente sulla casella subito oltre: {from}x{to} va troppo lontano"
                ),
                Refusal::NotAStep {
                    from,
                    to,
                    role,
                    variant,
                } => format!(
                    "{} non può andare da {from} a {to}: {}",
                    singular(self, *role),
                    self.step_rule(*variant, *role)
                ),
                Refusal::CaptureCompulsory { captures } => {
                    format!(
                        "{typed} non prende nulla, ma puoi prendere: {}",
                        list(captures)
                    )
                }
                Refusal::CaptureNotFinished { at, continuations } => format!(
                    "{typed} si ferma su {at}, ma la presa continua da lì: {}",
                    list(continuations)
                ),
                Refusal::MaximumCapture { max, took, best } => format!(
                    "{typed} prende {took} — qui il massimo è {max}: {}",
                    list(best)
                ),
                Refusal::MenCannotTakeKings { king } => format!(
                    "nella dama italiana la pedina non può prendere la dama (la dama su {king})"
                ),
                Refusal::CaptureWithKing { best } => format!(
                    "a parità di pezzi presi deve prendere la dama, non la pedina: {}",
                    list(best)
                ),
                Refusal::ItalianTakeMoreKings {
                    max_kings,
                    took_kings,
                    best,
                } => format!(
                    "a parità di pezzi si prendono più dame: {typed} ne prende {took_kings}, se ne possono prendere {max_kings}: {}",
                    list(best)
                ),
                Refusal::TakeKingEarlier { best } => format!(
                    "a parità di pezzi e di dame, si prende la dama il prima possibile: {}",
                    list(best)
                ),
                Refusal::SpanishTakeMoreKings {
                    max_kings,
                    took_kings,
                    best,
                } => format!(
                    "a parità di pezzi si prendono più dame: {typed} ne prende {took_kings}, se ne possono prendere {max_kings}: {}",
                    list(best)
                ),
                Refusal::CannotJumpTwice { square } => {
                    format!("{square} verrebbe saltato due volte")
                }
                Refusal::JumpedPieceBlocks { square } => format!(
                    "il pezzo su {square} è già preso ma resta sulla scacchiera fino a fine mossa, e sbarra la strada"
                ),
                Refusal::PromotionEndsMove { square } => {
                    format!("la pedina è promossa su {square} e deve fermarsi lì")
                }
                Refusal::PassingKingsRowDoesNotCrown { square } => format!(
                    "la pedina attraversa {square} da pedina e non può continuare a prendere come dama"
                ),
                Refusal::CrowningOnlyAtEnd { square } => format!(
                    "su {square} la pedina è ancora pedina: è promossa solo dove finisce la mossa"
                ),
                Refusal::CapturesAreOrthogonal { role } => format!(
                    "{} prendono solo lungo traverse e colonne, mai in diagonale",
                    plural(self, *role)
                ),
                Refusal::LineMovesForward { from, to } => format!(
                    "da {from} a {to} si deve passare, in avanti, su una fila continua di pedine proprie"
                ),
                Refusal::KingNeverInLine { square } => {
                    format!("la dama non muove in fila: non può passare sopra il pezzo su {square}")
                }
                Refusal::NothingToTake { from, to } => {
                    format!("non c'è niente da prendere tra {from} e {to}")
                }
                Refusal::OwnPieceInTheWay { square } => {
                    format!("non puoi saltare il tuo pezzo su {square}")
                }
                Refusal::NotLegal {
                    text,
                    from,
                    options,
                } => format!(
                    "{text} non è valida qui; il pezzo su {from} può giocare: {}",
                    list(options)
                ),
                Refusal::PieceCannotMove { from, options, .. } => format!(
                    "il pezzo su {from} non ha mosse; mosse valide: {}",
                    list(options)
                ),
                Refusal::Ambiguous { text, alternatives } => format!(
                    "`{text}` corrisponde a più mosse; scrivine una per intero: {}",
                    alternatives.join(", ")
                ),
                Refusal::GameOver { result } => format!("la partita è finita: {result}"),
                Refusal::NotYourTurn { to_move } => {
                    format!("non è il tuo turno: tocca al {}", self.color(*to_move))
                }
                // The refusals of the variants of issue 13 in the rules crate's English, until
                // their integration in the bot (issue 13, point 5) words them here.
                Refusal::KingMustCapture { .. }
                | Refusal::FrisianHigherValue { .. }
                | Refusal::FrisianKingCapturesFirst { .. }
                | Refusal::FrisianKingMovedThreeTimes { .. }
                | Refusal::TurkishMenNotBackwards { .. }
                | Refusal::TurkishNoTurningBack { .. }
                | Refusal::TurkishOrthogonal { .. }
                | Refusal::TurkishCrownedAtEnd { .. }
                | Refusal::PoolPassingKingsRow { .. }
                | Refusal::RussianCrownedGoesOn { .. }
                | Refusal::MustLandToContinue { .. } => refusal.to_string(),
            },
        }
    }

    fn step_rule(self, variant: Variant, role: RoleName) -> &'static str {
        let (en, it) = match (variant, role.0) {
            (Variant::Dameo, Role::Man) => (
                "a man steps one square straight or diagonally forward, or advances a line of men",
                "la pedina avanza di una casella dritta o in diagonale, o fa avanzare una fila di pedine",
            ),
            (Variant::Dameo, Role::King) => (
                "a king moves like a chess queen along a free line",
                "la dama muove come la regina degli scacchi lungo una linea libera",
            ),
            (Variant::English | Variant::Italian, Role::King) => (
                "a king moves one square diagonally",
                "la dama muove di una casella in diagonale",
            ),
            (_, Role::King) => (
                "a king moves along a free diagonal",
                "la dama muove lungo una diagonale libera",
            ),
            (_, Role::Man) => (
                "a man moves one square diagonally forward",
                "la pedina muove di una casella in diagonale in avanti",
            ),
        };
        self.pick(en, it)
    }

    /// How moves are written in a variant.
    pub(super) fn move_forms(self, variant: Variant) -> &'static str {
        match self.lang {
            Lang::En => rules::move_forms(variant),
            Lang::It => match variant {
                Variant::English => {
                    "Scrivi una mossa come 11-15, una presa come 23x14 o con ogni casella d'arrivo, 23x14x5."
                }
                Variant::Italian => {
                    "Scrivi una mossa come 21-17, una presa come 23x14 o con ogni casella d'arrivo, 28x19x10."
                }
                Variant::Spanish => {
                    "Scrivi una mossa come 9-13, una presa come 10x19 o con ogni casella d'arrivo, 8x12x20."
                }
                Variant::International => {
                    "Scrivi una mossa come 32-28, una presa come 28x19 o con ogni casella d'arrivo, 28x19x10."
                }
                Variant::Brazilian => {
                    "Scrivi una mossa come c3-d4, una presa come c3xe5 o con ogni casella d'arrivo, c3xe5xc7."
                }
                Variant::Dameo => {
                    "Scrivi una mossa come c3-c4 (una mossa in fila con le caselle della pedina di coda, c1-c4), una presa come e2xe4xg4xg6."
                }
                Variant::Russian
                | Variant::Turkish
                | Variant::Pool
                | Variant::Czech
                | Variant::Frisian
                | Variant::Canadian => rules::move_forms(variant),
            },
        }
    }

    fn square_forms(self, variant: Variant) -> &'static str {
        let (en, it) = match variant {
            Variant::English | Variant::Italian | Variant::Spanish => (
                "Squares are numbered 1 to 32.",
                "Le caselle sono numerate da 1 a 32.",
            ),
            Variant::International => (
                "Squares are numbered 1 to 50.",
                "Le caselle sono numerate da 1 a 50.",
            ),
            Variant::Brazilian => (
                "Squares are a1 to h8, dark squares only (a1 is dark).",
                "Le caselle vanno da a1 a h8, solo quelle scure (a1 è scura).",
            ),
            Variant::Dameo | Variant::Turkish => {
                ("Squares are a1 to h8.", "Le caselle vanno da a1 a h8.")
            }
            Variant::Pool => (
                "Squares are numbered 1 to 32.",
                "Le caselle sono numerate da 1 a 32.",
            ),
            Variant::Frisian => (
                "Squares are numbered 1 to 50.",
                "Le caselle sono numerate da 1 a 50.",
            ),
            Variant::Canadian => (
                "Squares are numbered 1 to 72.",
                "Le caselle sono numerate da 1 a 72.",
            ),
            Variant::Russian | Variant::Czech => (
                "Squares are a1 to h8, dark squares only (a1 is dark).",
                "Le caselle vanno da a1 a h8, solo quelle scure (a1 è scura).",
            ),
        };
        self.pick(en, it)
    }
}

fn plural(tr: Tr, role: RoleName) -> &'static str {
    match (tr.lang, role.0) {
        (Lang::En, Role::Man) => "men",
        (Lang::En, Role::King) => "kings",
        (Lang::It, Role::Man) => "le pedine",
        (Lang::It, Role::King) => "le dame",
    }
}

fn singular(tr: Tr, role: RoleName) -> &'static str {
    match (tr.lang, role.0) {
        (Lang::En, Role::Man) => "a man",
        (Lang::En, Role::King) => "a king",
        (Lang::It, Role::Man) => "una pedina",
        (Lang::It, Role::King) => "una dama",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Position;

    #[test]
    fn maximum_capture_names_the_facts() {
        // International: 32 can take 27 (one piece) or 23 can take two.
        let pos = Position::from_fen(Variant::English, "W:W22,23:B18").unwrap();
        let refusal = pos.explain("22-17").unwrap_err();
        let en = Tr::new(Lang::En).refusal("22-17", &refusal);
        assert!(
            en.contains("22-17 takes nothing") && en.contains("23x14"),
            "{en}"
        );
        let it = Tr::new(Lang::It).refusal("22-17", &refusal);
        assert!(it.contains("puoi prendere") && it.contains("23x14"), "{it}");
    }

    #[test]
    fn every_rule_has_a_title_in_both_languages() {
        for rule in [
            "not-a-move",
            "capture-compulsory",
            "maximum-capture",
            "not-your-turn",
            "dameo-line-forward",
        ] {
            assert_ne!(Tr::new(Lang::En).rule_title(rule), "Not legal");
            assert_ne!(Tr::new(Lang::It).rule_title(rule), "Non valida");
        }
    }
}
