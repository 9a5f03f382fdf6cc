export { Testimonial, TestimonialList } from './Testimonial';
