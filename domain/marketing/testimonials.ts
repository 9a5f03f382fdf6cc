/** What clients said. The people and businesses are invented for this site. */
import type { Testimonial } from './types';

export const testimonials = {
  bakery: {
    id: 'bakery',
    quote:
      'Pre-orders for our king cakes used to come in by phone and sticky note. Now half of them arrive through the website overnight, paid in advance, and Saturday pickup runs itself.',
    name: 'Rosa Villarreal',
    role: 'Owner',
    business: 'Pecan Street Bakery',
    city: 'San Antonio',
  },
  hvac: {
    id: 'hvac',
    quote:
      'When the first heat wave hit in May, our old site fell over. The new one stayed up, ranked in the map pack for "AC repair Katy", and the booking form filled our calendar for three weeks.',
    name: 'Darnell Brooks',
    role: 'Operations manager',
    business: 'Gulf Coast Comfort',
    city: 'Houston',
  },
  law: {
    id: 'law',
    quote:
      'They understood that a law office cannot promise outcomes on its website. The copy is careful, the intake form screens out the calls we cannot take, and consultations are up by a third.',
    name: 'Catherine Moore',
    role: 'Managing partner',
    business: 'Hill Country Law',
    city: 'Austin',
  },
  clinic: {
    id: 'clinic',
    quote:
      'Appointment reminders by text cut our no-shows nearly in half. The team set it up in a week and trained our front desk in an afternoon.',
    name: 'Dr. Anh Nguyen',
    role: 'Medical director',
    business: 'Trinity Family Clinic',
    city: 'Dallas',
  },
  restaurant: {
    id: 'restaurant',
    quote:
      'We post less than we used to and get more people through the door. They plan the month with us, shoot the brisket properly and answer the comments we never had time for.',
    name: 'Miguel Ortega',
    role: 'Co-owner',
    business: 'Sun City Smokehouse',
    city: 'El Paso',
  },
  boutique: {
    id: 'boutique',
    quote:
      'Our online store finally looks like the shop on Magnolia Avenue. Customers buy online and pick up the same afternoon, and abandoned carts now win back a sale or two every day.',
    name: 'Jenna Whitaker',
    role: 'Founder',
    business: 'Bluebonnet Boutique',
    city: 'Fort Worth',
  },
} as const satisfies Record<string, Testimonial>;
